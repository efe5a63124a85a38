/**
 * How many quantities a face the AI should be offered (`QUANTITIES_PER_FACE` in src/legal-moves.ts): the
 * fair bot offered the lowest raise only, against the same bot offered the lowest N, in seeded
 * 2-player games with seats alternating and budgets counted in iterations (so it repeats).
 *
 *   npx tsx bench/offered-bids.ts [--against 3] [--games 30] [--iterations 200]
 */
import type { Ctx } from 'boardgame.io';
import { LocalMatch, type AiMove, type GameModule } from '@gridplay/core';
import { decideMove } from '@gridplay/bots';
import { enumerate } from '../src/legal-moves';
import { FACES } from '../src/dice';
import module from '../src/index';
import { diceOnTable, lowestQuantity } from '../src/rules';
import type { State, View } from '../src/state';
import { playerView } from '../src/view';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

/** The module with the AI offered the lowest `quantities` raises on each face. */
function offering(quantities: number): GameModule<State, View> {
  const offered = (G: State | View, ctx: Ctx, seat: string): AiMove[] => {
    if (ctx.gameover !== undefined || ctx.currentPlayer !== seat) return [];
    const moves: AiMove[] = [];
    for (const { face } of FACES) {
      const lowest = lowestQuantity(G.bid, face, G.palifico);
      if (lowest === null) continue;
      for (let q = lowest; q < lowest + quantities && q <= diceOnTable(G); q++)
        moves.push({ move: 'bid', args: [q, face] });
    }
    if (G.bid) moves.push({ move: 'dudo' });
    return moves;
  };
  return { ...module, game: { ...module.game, ai: { enumerate: offered } } };
}

const against = option('against', 3);
const games = option('games', 30);
const iterations = option('iterations', 200);
const [one, other] = [offering(1), offering(against)];
let wins = 0;
for (let game = 0; game < games; game++) {
  const oneSeat = String(game % 2);
  const match = new LocalMatch<State>(module.game, { numPlayers: 2, seed: `cmp-${game}` });
  while (!match.isOver) {
    const seat = match.ctx.currentPlayer;
    const side = seat === oneSeat ? one : other;
    const choice =
      decideMove({
        module: side,
        G: playerView({ G: match.G, ctx: match.ctx, playerID: seat }),
        ctx: match.ctx,
        seat,
        difficulty: 'easy',
        seed: `s${game}-${match.history.length}`,
        budget: { iterations, timeMs: Number.POSITIVE_INFINITY },
      }) ?? enumerate(match.G, match.ctx, seat)[0]; // one legal move: decideMove leaves it to us
    match.play(seat, choice);
  }
  if ((match.ctx.gameover as { winner: string }).winner === oneSeat) wins++;
  process.stdout.write(`\rlowest raise only vs lowest ${against}: ${wins} of ${game + 1}`);
}
console.log(` (${iterations} iterations a decision)`);
