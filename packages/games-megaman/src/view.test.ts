import { describe, expect, it } from 'vitest';
import { seededRandom } from '@gridplay/core';
import { determinize } from './ai';
import { cardDef, defOf } from './cards';
import { customList } from './testing/custom-list';
import { P1, P2, at, setGauge } from './testing/scenario';
import type { MegaManView } from './state';
import { perturbSecrets } from './view';

describe('secrets', () => {
  it('hands, deck order and the power gauge are hidden; the gauge from its owner too', () => {
    const match = at((G) => setGauge(G, P1, 'cannon', 'tornado'));
    const mine = match.view(P1);
    expect(mine.seats[P1].hand).toEqual(match.G.seats[P1].hand);
    expect(mine.seats[P1].gauge).toEqual({ hidden: true, size: 2 });
    expect(mine.seats[P1].deck).toEqual({ hidden: true, size: match.G.seats[P1].deck.length });
    expect(mine.seats[P2].hand).toEqual({ hidden: true, size: match.G.seats[P2].hand.length });
    const spectator = match.view(null);
    expect(spectator.seats[P1].hand).toMatchObject({ hidden: true });
    expect(spectator.seats[P1].gauge).toEqual({ hidden: true, size: 2 });
    // A demo deck's list is public (chosen at setup); only where each card is stays secret.
    expect(spectator.seats[P1].list).toEqual(match.G.seats[P1].list);
  });

  it('discards, resources and the cards a blast reveals are public', () => {
    const match = at((G) => setGauge(G, P1, 'cannon', 'tornado', 'rival'));
    match.move(P1, 'blast');
    const theirs = match.view(P2);
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

describe('a custom deck list is its owner’s secret', () => {
  const custom = () => at(() => undefined, { setupData: { list0: customList('GutsMan', 3) } });

  it('the other seat and spectators see its size, never a card of it that was not played', () => {
    const match = custom();
    // One card played, one discarded: those are public.
    match.patch((G) => {
      const piles = G.seats[P1];
      piles.resources.push(piles.hand.pop()!);
      piles.discard.push(piles.deck.pop()!);
    });
    const { list, resources, discard } = match.G.seats[P1];
    expect(match.G.seats[P1].deckName).toBe('custom');
    const played = new Set([...resources, ...discard]);
    const secret = list.filter((card) => !played.has(card));
    for (const viewer of [P2, null]) {
      const view = match.view(viewer);
      expect(view.seats[P1].list).toEqual({ hidden: true, size: 59 });
      const text = JSON.stringify(view);
      expect(secret.filter((card) => text.includes(`"${card}"`))).toEqual([]);
      expect(text).toContain(`"${resources[0]}"`);
      // A demo deck's list stays public.
      expect(view.seats[P2].list).toEqual(match.G.seats[P2].list);
    }
    // Its owner sees the list it wrote: the designs, not which copy is where.
    expect(match.view(P1).seats[P1].list).toEqual(list.map(defOf).sort());
  });

  it('the bot deals the unseen cards without reading the list, whatever the view holds there', () => {
    const match = custom();
    const view = match.view(P2);
    const garbage: MegaManView = {
      ...view,
      seats: { ...view.seats, [P1]: { ...view.seats[P1], list: ['p0:no-such-card#1'] } },
    };
    const world = determinize(view, match.ctx, P2, seededRandom(4));
    expect(determinize(garbage, match.ctx, P2, seededRandom(4))).toEqual(world);
    const real = match.G.seats[P1];
    const dealt = world.seats[P1];
    expect([dealt.hand.length, dealt.gauge.length, dealt.deck.length]).toEqual([
      real.hand.length,
      real.gauge.length,
      real.deck.length,
    ]);
    // Real designs of the pool, at most 4 of each, with ids of their own.
    const cards = [...dealt.hand, ...dealt.gauge, ...dealt.deck];
    const copies = new Map<string, number>();
    for (const card of cards) copies.set(defOf(card), (copies.get(defOf(card)) ?? 0) + 1);
    expect(Math.max(...copies.values())).toBeLessThanOrEqual(4);
    expect(() => cards.forEach(cardDef)).not.toThrow();
    expect(new Set(cards).size).toBe(cards.length);
    expect(dealt.list).toEqual([...cards].sort());
    // The bot's own demo list is still dealt from: its own cards, shuffled.
    expect(
      [...world.seats[P2].hand, ...world.seats[P2].gauge, ...world.seats[P2].deck].sort(),
    ).toEqual(
      [...match.G.seats[P2].hand, ...match.G.seats[P2].gauge, ...match.G.seats[P2].deck].sort(),
    );
  });

  it('a bot with its own custom list deals its unseen cards from the designs its view shows', () => {
    const match = custom();
    const world = determinize(match.view(P1), match.ctx, P1, seededRandom(6));
    const real = match.G.seats[P1];
    const dealt = world.seats[P1];
    expect(dealt.hand).toEqual(real.hand);
    expect(dealt.gauge).toHaveLength(real.gauge.length);
    expect([...dealt.gauge, ...dealt.deck].map(defOf).sort()).toEqual(
      [...real.gauge, ...real.deck].map(defOf).sort(),
    );
    expect(new Set(dealt.list).size).toBe(real.list.length);
  });

  it('perturbSecrets changes the custom list too (so the conformance suite sees a leak of it)', () => {
    const match = custom();
    const changed = perturbSecrets(match.G, match.ctx, P1, seededRandom(5));
    const before = match.G.seats[P1].list;
    const after = changed.seats[P1].list;
    expect(after).toHaveLength(before.length);
    expect(after.filter((card) => !before.includes(card))).toHaveLength(1);
    expect(
      [...changed.seats[P1].hand, ...changed.seats[P1].gauge, ...changed.seats[P1].deck].sort(),
    ).toEqual(after.filter((card) => !match.G.seats[P1].discard.includes(card)).sort());
    // A demo deck's list is public: perturbing its owner leaves it.
    expect(perturbSecrets(match.G, match.ctx, P2, seededRandom(5)).seats[P2].list).toEqual(
      match.G.seats[P2].list,
    );
  });
});
