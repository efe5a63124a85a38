import { describe, expect, it } from 'vitest';
import { seededRandom } from '@gridplay/core';
import { determinize } from './ai';
import { P1, P2, at, setGauge } from './testing/scenario';
import type { MegaManView } from './state';
import { perturbSecrets } from './view';

describe('secrets', () => {
  it('hands, deck order and the power gauge are hidden; the gauge from its owner too', () => {
    const match = at((G) => setGauge(G, P1, 'cannon', 'tornado'));
    const mine = match.view(P1) as MegaManView;
    expect(mine.seats[P1].hand).toEqual(match.G.seats[P1].hand);
    expect(mine.seats[P1].gauge).toEqual({ hidden: true, size: 2 });
    expect(mine.seats[P1].deck).toEqual({ hidden: true, size: match.G.seats[P1].deck.length });
    expect(mine.seats[P2].hand).toEqual({ hidden: true, size: match.G.seats[P2].hand.length });
    const spectator = match.view(null) as MegaManView;
    expect(spectator.seats[P1].hand).toMatchObject({ hidden: true });
    expect(spectator.seats[P1].gauge).toEqual({ hidden: true, size: 2 });
    // The deck lists are public (chosen at setup); only where each card is stays secret.
    expect(spectator.seats[P1].list).toEqual(match.G.seats[P1].list);
  });

  it('discards, resources and the cards a blast reveals are public', () => {
    const match = at((G) => setGauge(G, P1, 'cannon', 'tornado', 'rival'));
    match.move(P1, 'blast');
    const theirs = match.view(P2) as MegaManView;
    expect(theirs.main.blast?.revealed).toEqual(match.G.main.blast?.revealed);
    expect(theirs.seats[P1].discard).toEqual(match.G.seats[P1].discard);
    expect(theirs.seats[P1].resources).toEqual(match.G.seats[P1].resources);
  });

  it("perturbing one seat's secrets changes only that seat's hidden zones", () => {
    const match = at(() => undefined);
    const changed = perturbSecrets(match.G, match.ctx, P1, seededRandom(3));
    expect(changed.seats[P2]).toEqual(match.G.seats[P2]);
    expect([...changed.seats[P1].hand, ...changed.seats[P1].deck].sort()).toEqual(
      [...match.G.seats[P1].hand, ...match.G.seats[P1].deck].sort(),
    );
  });

  it('determinize deals only the unseen cards, sizes kept, what the seat sees untouched', () => {
    const match = at((G) => setGauge(G, P1, 'cannon', 'tornado'));
    const view = match.view(P1);
    const world = determinize(view, match.ctx, P1, seededRandom(9));
    for (const seat of [P1, P2] as const) {
      const real = match.G.seats[seat];
      const dealt = world.seats[seat];
      expect(dealt.hand).toHaveLength(real.hand.length);
      expect(dealt.gauge).toHaveLength(real.gauge.length);
      expect(dealt.deck).toHaveLength(real.deck.length);
      expect([...dealt.hand, ...dealt.gauge, ...dealt.deck].sort()).toEqual(
        [...real.hand, ...real.gauge, ...real.deck].sort(),
      );
      expect(dealt.discard).toEqual(real.discard);
    }
    expect(world.seats[P1].hand).toEqual(match.G.seats[P1].hand);
  });
});
