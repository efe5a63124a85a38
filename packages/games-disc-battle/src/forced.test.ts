import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom } from '@gridplay/core';
import { enumerate } from './legal-moves';
import { forcedMove } from './forced';
import { game } from './game';
import type { State } from './state';

describe('decisions taken for the player', () => {
  it('a single legal choice (a prone program standing up, a lone reaction) is taken; a real choice is not', () => {
    const random = seededRandom(5);
    let forced = 0;
    let open = 0;
    for (let g = 0; g < 10 && forced === 0; g++) {
      const m = new LocalMatch<State>(game, { numPlayers: 2, seed: `forced-${g}` });
      for (let step = 0; step < 600 && !m.isOver; step++) {
        const seat = m.activePlayers()[0];
        if (seat === undefined) break;
        const G = m.view(seat) as State;
        const choices = enumerate(G, m.ctx, seat);
        const taken = forcedMove({ G, ctx: m.ctx }, seat);
        // Where enumerate lists every legal decision (a reaction, a Prone program).
        const listsAll = G.reaction?.reactor === seat || G.programs[seat]?.prone;
        if (choices.length === 1 && listsAll) {
          forced++;
          expect(taken).toEqual({ choice: choices[0], because: 'it was your only move' });
        } else {
          if (choices.length > 1) open++;
          expect(taken).toBeUndefined();
        }
        if (choices.length === 0) break;
        m.play(seat, choices[random.Die(choices.length) - 1]);
      }
    }
    expect(forced).toBeGreaterThan(0);
    expect(open).toBeGreaterThan(0);
  });
});
