/**
 * The AI's side: random play through ai.enumerate ends with every seat winning some games, the
 * evaluation reads threat and position, and the fair bot beats a random player (seeded, so the
 * matches repeat exactly; full figures are in bench/self-play.ts).
 */
import { describe, expect, it } from 'vitest';
import { LocalMatch, randomIndex, seededRandom } from '@gridplay/core';
import { decideMove } from '@gridplay/bots';
import { evaluate } from './ai';
import { game } from './game';
import module from './index';
import type { Gameover } from './state';
import { scenario } from './testing/scenario';

function randomGames(numPlayers: number, games: number, setupData: Record<string, unknown> = {}) {
  const wins: number[] = Array(numPlayers).fill(0);
  let ended = 0;
  for (let g = 0; g < games; g++) {
    const match = new LocalMatch(game, {
      numPlayers,
      seed: `random-${numPlayers}-${g}`,
      setupData,
    });
    const random = seededRandom(g);
    while (!match.isOver && match.history.length < 5000) {
      const [seat] = match.activePlayers();
      const moves = match.legalMoves(seat);
      if (moves.length === 0) throw new Error(`seat ${seat} has no move`);
      const result = match.play(seat, moves[randomIndex(random, moves.length)]);
      if (!result.ok) throw new Error(result.reason);
    }
    if (match.isOver) ended++;
    const over = match.ctx.gameover as Gameover;
    if (over && 'winners' in over) for (const seat of over.winners) wins[Number(seat)]++;
  }
  return { wins, ended };
}

describe('random play through ai.enumerate', () => {
  // Six programs in a 36″ arena reach the stalemate draw about half the time: more matches.
  it.each([
    [2, {}, 30],
    [4, {}, 30],
    [6, {}, 100],
    [4, { teams: 2 }, 30],
    [6, { teams: 3 }, 30],
  ])(
    '%i programs %o: every match ends and every seat wins some',
    (numPlayers, setupData, games) => {
      const { wins, ended } = randomGames(numPlayers, games, setupData);
      expect(ended).toBe(games);
      for (const w of wins) expect(w, `wins by seat ${wins}`).toBeGreaterThan(0);
    },
    60_000,
  );
});

describe('the offered choices', () => {
  it('Tron straight south of Sark is offered each Move once (the move toward Sark is the 4″ north one)', () => {
    const match = scenario(2, {
      programs: { 0: { at: [12, 4] }, 1: { at: [12, 20] } },
      flipped: '0',
    });
    const keys = match.legalMoves('0').map((m) => JSON.stringify(m));
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      keys.filter((k) => k === JSON.stringify({ move: 'moveBase', args: [0, 4] })),
    ).toHaveLength(1);
  });
});

describe('evaluation', () => {
  it('Tron’s disc about to cross Prone Sark is worth more to Tron than the same disc near a Sark on his feet with a card', () => {
    const spec = (prone: boolean) =>
      scenario(2, {
        programs: {
          0: { at: [4, 4], disc: { tip: [4, 12], bearing: 90 } },
          1: { at: [9, 12], prone, held: prone ? 0 : 1 },
        },
        flipped: '0',
      });
    const danger = spec(true);
    const safe = spec(false);
    expect(evaluate(danger.G, danger.ctx, '0')).toBeGreaterThan(evaluate(safe.G, safe.ctx, '0'));
    expect(evaluate(danger.G, danger.ctx, '1')).toBeLessThan(evaluate(safe.G, safe.ctx, '1'));
  });

  it('Sark’s disc resting on Tron’s base (2.5,2.5) heading N threatens him, unless Tron just blocked it there (it leaves first)', () => {
    const spec = (leaving: string | null) =>
      scenario(2, {
        programs: {
          0: { at: [2.5, 2.5], held: 0 },
          1: { at: [12, 2.5], disc: { tip: [2.5, 2.5], bearing: 0 } },
        },
        flipped: '1',
      }).patch((G) => {
        G.programs[1].disc!.leaving = leaving;
      });
    const blocked = spec('0');
    const resting = spec(null);
    expect(evaluate(blocked.G, blocked.ctx, '0')).toBeGreaterThan(
      evaluate(resting.G, resting.ctx, '0'),
    );
  });
});

describe('the fair bot', () => {
  // It wins about 91% of these matches (128 of seeds 0–139); 22 of 30 is 3 standard deviations
  // below that, so the check survives a rule change that reshuffles the seeded matches.
  it('beats a uniformly random player from either seat (30 seeded matches, 20 iterations a decision)', () => {
    let wins = 0;
    for (let g = 0; g < 30; g++) {
      const fairSeat = String(g % 2);
      const match = new LocalMatch(game, { numPlayers: 2, seed: `match-${g}` });
      const random = seededRandom(100 + g);
      while (!match.isOver && match.history.length < 3000) {
        const [seat] = match.activePlayers();
        const moves = match.legalMoves(seat);
        const choice =
          seat === fairSeat
            ? (decideMove({
                module,
                G: match.view(seat),
                ctx: match.ctx,
                seat,
                difficulty: 'easy',
                seed: `fair-${g}-${match.history.length}`,
                budget: { iterations: 20, timeMs: Infinity },
              }) ?? moves[0])
            : moves[randomIndex(random, moves.length)];
        expect(match.play(seat, choice)).toEqual({ ok: true });
      }
      const over = match.ctx.gameover as Gameover;
      if (over && 'winners' in over && over.winners.includes(fairSeat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(22);
  }, 120_000);
});
