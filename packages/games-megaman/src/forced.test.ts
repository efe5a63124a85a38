import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom, type AiMove } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { forcedMove } from './forced';
import { game } from './game';
import type { MegaManState, MegaManView, Seat } from './state';
import { perturbSecrets } from './view';

describe('decisions taken for the player', () => {
  it('in random play, a forced decision stays the only choice however the seat’s secrets are re-dealt, and a single choice from a hidden hand is never forced', () => {
    const random = seededRandom(11);
    let forced = 0;
    let secretSingles = 0;
    for (let g = 0; g < 30 && (forced < 3 || secretSingles < 3); g++) {
      const m = new LocalMatch<MegaManState>(game, { numPlayers: 2, seed: `forced-${g}` });
      for (let step = 0; step < 1500 && !m.isOver; step++) {
        const seat = m.activePlayers()[0] as Seat | undefined;
        if (seat === undefined) break;
        const G = m.view(seat) as MegaManView;
        const choices = enumerate(G, m.ctx, seat);
        if (choices.length === 0) break;
        const taken = forcedMove({ G, ctx: m.ctx }, seat);
        if (taken) {
          forced++;
          expect(choices).toEqual([taken.choice]);
          for (let k = 0; k < 5; k++) {
            const other = perturbSecrets(m.G, m.ctx, seat, random);
            expect(enumerate(other, m.ctx, seat)).toEqual([taken.choice]);
          }
        } else if (choices.length === 1) {
          secretSingles++;
        }
        // Spend the hand fast so that empty hands occur.
        const playing = choices.filter((c) => 'move' in c && c.move !== 'pass');
        const pool: AiMove[] = playing.length && random.Number() < 0.9 ? playing : choices;
        m.play(seat, pool[random.Die(pool.length) - 1]);
      }
    }
    expect(forced).toBeGreaterThan(0);
    expect(secretSingles).toBeGreaterThan(0);
  }, 60_000);
});
