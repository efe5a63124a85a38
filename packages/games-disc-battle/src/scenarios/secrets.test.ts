/** Only the deck's order is secret, and it does not exist before the flip. */
import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import { game } from '../game';
import { perturbSecrets } from '../view';
import { scenario } from '../testing/scenario';
import { seededRandom } from '@gridplay/core';

describe('secrets', () => {
  it('every seat and a spectator see the same view, with the deck as the sorted cards left', () => {
    const match = new LocalMatch(game, { numPlayers: 3, seed: 'views' });
    const views = ['0', '1', '2', null].map((seat) => match.view(seat));
    expect(views[1]).toEqual(views[0]);
    expect(views[3]).toEqual(views[0]);
    const deck = (views[0] as { deck: string[] }).deck;
    expect(deck).toEqual([...match.G.deck].sort());
  });

  it('nobody can tell who acts next: the same position and view flip different programs under different seeds', () => {
    const flips = new Set<string>();
    const views = new Set<string>();
    for (let s = 0; s < 12; s++) {
      const match = scenario(3, {
        programs: { 0: { at: [4, 4] }, 1: { at: [20, 4] }, 2: { at: [12, 20] } },
        flipped: '0',
        deck: ['0', '1', '1', '2', '2'],
        seed: `seed-${s}`,
      });
      views.add(JSON.stringify(match.view('1')));
      match.move('0', 'hold');
      flips.add(match.G.flipped!);
    }
    expect(views.size).toBe(1);
    expect(flips).toEqual(new Set(['0', '1', '2']));
  });

  it('perturbing the stored order of the deck changes no view', () => {
    const match = new LocalMatch(game, { numPlayers: 4, seed: 'perturb' });
    const changed = perturbSecrets(structuredClone(match.G), match.ctx, '0', seededRandom(3));
    expect(changed.deck).not.toEqual(match.G.deck);
    for (const seat of ['0', '1', '2', '3', null])
      expect(game.playerView!({ G: changed, ctx: match.ctx, playerID: seat })).toEqual(
        match.view(seat),
      );
  });
});
