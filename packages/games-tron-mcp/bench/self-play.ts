/**
 * Self-play report: each side's win rate and the average game length in rounds, over
 *   - random vs random (uniform choice among ai.enumerate), and
 *   - bot vs bot: core's fair bot (`decideMove`, information-set MCTS on each seat's own view)
 *     with a small fixed budget, and our greedy heuristic (`greedyMove`) as a second pairing.
 * Prints a table and writes /work/main/bench-results/tron-mcp-self-play.json.
 *
 *   npx tsx bench/self-play.ts [randomGames=200] [fairGames=50] [greedyGames=200]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalMatch, seededRandom, type AiMove, type Randomness } from '@gridplay/core';
import { decideMove } from '@gridplay/bots';
import module from '../src/index';
import { greedyMove } from '../src/ai';
import { enumerate } from '../src/legal-moves';
import { playerView } from '../src/view';
import { MCP, TRON, type TronMcpState } from '../src/state';

type Player = (
  match: LocalMatch<TronMcpState>,
  seat: string,
  random: Randomness,
  game: number,
) => AiMove;

const randomPlayer: Player = (match, seat, random) => {
  const moves = match.legalMoves(seat);
  return moves[random.Die(moves.length) - 1];
};

const greedyPlayer: Player = (match, seat, random) => {
  const view = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  return greedyMove(view, match.ctx, seat, enumerate(view, match.ctx, seat), random);
};

const fairPlayer: Player = (match, seat, _random, game) => {
  const view = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  const choice = decideMove({
    module,
    G: view,
    ctx: match.ctx,
    seat,
    difficulty: 'easy',
    seed: `${game}-${match.history.length}`,
    // Counted in iterations (the time cap is only a safety net), so the report replays exactly.
    budget: { iterations: 24, timeMs: 5_000 },
  });
  return choice ?? match.legalMoves(seat)[0];
};

interface Series {
  name: string;
  games: number;
  tronWins: number;
  mcpWins: number;
  unfinished: number;
  tronWinRate: number;
  mcpWinRate: number;
  averageRounds: number;
  averageMoves: number;
  seconds: number;
  /** Accepted moves per second, deciding included (the rules engine's speed for random play). */
  movesPerSecond: number;
}

function series(
  name: string,
  games: number,
  players: Record<string, Player>,
  maxMoves = 6000,
): Series {
  const started = performance.now();
  let tronWins = 0;
  let mcpWins = 0;
  let unfinished = 0;
  let rounds = 0;
  let moves = 0;
  for (let game = 0; game < games; game++) {
    const match = new LocalMatch<TronMcpState>(module.game, {
      numPlayers: 2,
      seed: `${name}-${game}`,
    });
    const random = seededRandom(game + 1);
    while (!match.isOver && match.history.length < maxMoves) {
      const seat = match.activePlayers()[0];
      const result = match.play(seat, players[seat](match, seat, random, game));
      if (!result.ok) throw new Error(`${name} game ${game}: refused ${result.reason}`);
    }
    const over = match.ctx.gameover as { winner?: string } | undefined;
    if (over?.winner === TRON) tronWins++;
    else if (over?.winner === MCP) mcpWins++;
    else unfinished++;
    rounds += match.G.round;
    moves += match.history.length;
  }
  const result: Series = {
    name,
    games,
    tronWins,
    mcpWins,
    unfinished,
    tronWinRate: tronWins / games,
    mcpWinRate: mcpWins / games,
    averageRounds: rounds / games,
    averageMoves: moves / games,
    seconds: (performance.now() - started) / 1000,
    movesPerSecond: moves / ((performance.now() - started) / 1000),
  };
  console.log(
    `${name.padEnd(22)} games ${String(games).padStart(4)}  Tron ${(100 * result.tronWinRate).toFixed(1).padStart(5)}%  ` +
      `MCP ${(100 * result.mcpWinRate).toFixed(1).padStart(5)}%  rounds ${result.averageRounds.toFixed(1).padStart(5)}  ` +
      `moves ${result.averageMoves.toFixed(0).padStart(4)}  (${result.seconds.toFixed(1)} s, ${result.movesPerSecond.toFixed(0)} moves/s)`,
  );
  return result;
}

const [randomGames = 200, fairGames = 50, greedyGames = 200] = process.argv.slice(2).map(Number);
const results = [
  series('random vs random', randomGames, { [TRON]: randomPlayer, [MCP]: randomPlayer }),
  series('greedy vs greedy', greedyGames, { [TRON]: greedyPlayer, [MCP]: greedyPlayer }),
  series('fair bot vs fair bot', fairGames, { [TRON]: fairPlayer, [MCP]: fairPlayer }),
];

const out = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../bench-results/tron-mcp-self-play.json',
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify({ game: 'tron-mcp', date: new Date().toISOString(), results }, null, 2) + '\n',
);
console.log(`wrote ${out}`);
