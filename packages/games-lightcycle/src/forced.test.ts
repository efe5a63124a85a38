import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { forcedMove } from './forced';
import { game } from './game';
import type { AnyState, LightcycleState } from './state';
import { perturbSecrets } from './view';

describe('decisions taken for the player', () => {
  it('a respawn with one free cell to face is taken; one with several, and every card choice, is not', () => {
    const random = seededRandom(3);
    const taken = { respawn: 0, respawnOpen: 0, choose: 0 };
    const enough = () => taken.respawn > 2 && taken.respawnOpen > 0 && taken.choose > 0;
    for (let g = 0; g < 8 && !enough(); g++) {
      const m = new LocalMatch<LightcycleState>(game, { numPlayers: 2, seed: `forced-${g}` });
      for (let step = 0; step < 4000 && !m.isOver && !enough(); step++) {
        const seat = m.activePlayers()[0];
        if (seat === undefined) break;
        const view = { G: m.view(seat) as AnyState, ctx: m.ctx };
        const choices = enumerate(view.G, m.ctx, seat);
        const forced = forcedMove(view, seat);
        const stage = m.ctx.activePlayers?.[seat];
        if (stage === 'respawn' && choices.length === 1) {
          taken.respawn++;
          expect(forced?.choice).toEqual(choices[0]);
          // The facing follows from the open grid: re-dealing the seat's cards changes nothing.
          const other = perturbSecrets(m.G, m.ctx, seat, random);
          expect(enumerate(other, m.ctx, seat)).toEqual(choices);
        } else {
          if (stage === 'respawn') taken.respawnOpen++;
          if (stage === 'choose') taken.choose++;
          expect(forced).toBeUndefined();
        }
        m.play(seat, choices[random.Die(choices.length) - 1]);
      }
    }
    expect(taken.respawn).toBeGreaterThan(2);
    expect(taken.respawnOpen).toBeGreaterThan(0);
    expect(taken.choose).toBeGreaterThan(0);
  }, 60_000);
});
