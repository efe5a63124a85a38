/**
 * Properties over random legal play (fast-check chooses the seeds and the choices): whatever
 * both sides do, no card appears or vanishes, no two Programs of one name are in play, and
 * hands are within the limit once Data Input is over.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allUnique, LocalMatch, seededRandom } from '@gridplay/core';
import { game } from './game';
import { cardName } from './cards';
import { HAND_LIMIT, MCP, TRON, type TronMcpState } from './state';
import { cardCount } from './testing/scenario';

function playRandomly(
  seed: number,
  steps: number,
  check: (match: LocalMatch<TronMcpState>, previousPhase: string | null) => void,
) {
  const match = new LocalMatch<TronMcpState>(game, { numPlayers: 2, seed: `prop-${seed}` });
  const random = seededRandom(seed);
  for (let step = 0; step < steps && !match.isOver; step++) {
    const seat = match.activePlayers()[0];
    const choices = match.legalMoves(seat);
    const before = match.ctx.phase;
    const result = match.play(seat, choices[random.Die(choices.length) - 1]);
    expect(result).toEqual({ ok: true });
    check(match, before);
  }
}

describe('random legal play', () => {
  it('each side always has all its cards (71 Tron, 43 MCP)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        playRandomly(seed, 400, (match) => {
          expect(cardCount(match.G, TRON)).toBe(71);
          expect(cardCount(match.G, MCP)).toBe(43);
        });
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('at most one Program of a name is in play', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        playRandomly(seed, 400, (match) => {
          expect(
            allUnique(
              match.G.programs.map((p) => p.card),
              cardName,
            ),
          ).toBe(true);
        });
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('hands hold at most 8 cards when Data Input is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        playRandomly(seed, 400, (match, previousPhase) => {
          if (previousPhase === 'dataInput' && match.ctx.phase !== 'dataInput') {
            expect(match.G.seats[TRON].hand.length).toBeLessThanOrEqual(HAND_LIMIT);
            expect(match.G.seats[MCP].hand.length).toBeLessThanOrEqual(HAND_LIMIT);
          }
        });
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('exactly one seat is asked to act at any time, in the stage of its decision', () => {
    playRandomly(4242, 600, (match) => {
      if (match.isOver) return;
      expect(match.ctx.activePlayers).toEqual({ [match.G.pending!.seat]: match.G.pending!.stage });
    });
  }, 60_000);
});
