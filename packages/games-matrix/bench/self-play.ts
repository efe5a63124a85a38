/**
 * Self-play report (the balance evidence of RULES.md's designer notes):
 *   - random vs random (uniform choice among ai.enumerate),
 *   - greedy vs greedy (the rollout policy `greedyMove` on each seat's own view),
 *   - fair bot vs fair bot: core's fair bot (`decideMove`, information-set MCTS on each seat's own
 *     view), both seats the same small budget (the "easy" difficulty capped at `iterations`
 *     iterations a decision, counted so the report replays exactly),
 *   - fair bot vs random, from either side.
 * Each line: games, each side's win rate with its 95% Wilson interval, how the games were won,
 * the median and middle-80% game length in turns. Writes bench-results/matrix-self-play.json.
 *
 *   npx tsx bench/self-play.ts [fairGames=200] [iterations=16] [randomGames=500] [vsRandomGames=40]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalMatch, seededRandom, type AiMove, type Randomness } from '@gridplay/core';
import { decideMove } from '@gridplay/core/bots';
import module from '../src/index';
import { enumerate, greedyMove } from '../src/ai';
import { playerView } from '../src/view';
import { HUMANS, MACHINES, type MatrixState } from '../src/state';
import type { Gameover } from '../src/victory';

type Player = (
  match: LocalMatch<MatrixState>,
  seat: string,
  random: Randomness,
  game: number,
) => AiMove;

const [fairGames = 200, iterations = 16, randomGames = 500, vsRandomGames = 40] = process.argv
  .slice(2)
  .map(Number);

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
  const moves = enumerate(view, match.ctx, seat);
  // A decision with one option (often: pass with no Event for this contest) needs no search.
  if (moves.length === 1) return moves[0];
  const choice = decideMove({
    module,
    G: view,
    ctx: match.ctx,
    seat,
    difficulty: 'easy',
    seed: `${game}-${match.history.length}`,
    budget: { iterations, timeMs: 5_000 },
  });
  return choice ?? moves[0];
};

/** Wilson score interval at 95%. */
function interval(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 0];
  const z = 1.96;
  const p = wins / games;
  const centre = (p + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const half =
    (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / (1 + (z * z) / games);
  return [centre - half, centre + half];
}

interface Series {
  name: string;
  games: number;
  humanWins: number;
  machineWins: number;
  unfinished: number;
  humanWinRate: number;
  humanInterval: [number, number];
  machineWinRate: number;
  machineInterval: [number, number];
  reasons: Record<string, number>;
  medianTurns: number;
  turns10to90: [number, number];
  averageMoves: number;
  seconds: number;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function series(name: string, games: number, players: Record<string, Player>): Series {
  const started = performance.now();
  let humanWins = 0;
  let machineWins = 0;
  let unfinished = 0;
  let moves = 0;
  const reasons: Record<string, number> = {};
  const lengths: number[] = [];
  for (let game = 0; game < games; game++) {
    const match = new LocalMatch<MatrixState>(module.game, {
      numPlayers: 2,
      seed: `${name}-${game}`,
    });
    const random = seededRandom(game + 1);
    while (!match.isOver && match.history.length < 10_000) {
      const seat = match.activePlayers()[0];
      const result = match.play(seat, players[seat](match, seat, random, game));
      if (!result.ok) throw new Error(`${name} game ${game}: refused ${result.reason}`);
    }
    const over = match.ctx.gameover as Gameover | undefined;
    if (over?.winner === HUMANS) humanWins++;
    else if (over?.winner === MACHINES) machineWins++;
    else unfinished++;
    if (over) reasons[over.reason] = (reasons[over.reason] ?? 0) + 1;
    lengths.push(match.G.turn);
    moves += match.history.length;
  }
  lengths.sort((a, b) => a - b);
  const at = (q: number) => lengths[Math.min(lengths.length - 1, Math.floor(q * lengths.length))];
  const result: Series = {
    name,
    games,
    humanWins,
    machineWins,
    unfinished,
    humanWinRate: humanWins / games,
    humanInterval: interval(humanWins, games),
    machineWinRate: machineWins / games,
    machineInterval: interval(machineWins, games),
    reasons,
    medianTurns: at(0.5),
    turns10to90: [at(0.1), at(0.9)],
    averageMoves: moves / games,
    seconds: (performance.now() - started) / 1000,
  };
  const [hl, hh] = result.humanInterval;
  console.log(
    `${name.padEnd(24)} ${String(games).padStart(4)} games  Humans ${pct(result.humanWinRate).padStart(6)} ` +
      `[${pct(hl)}–${pct(hh)}]  Machines ${pct(result.machineWinRate).padStart(6)}  ` +
      `turns median ${result.medianTurns} (80%: ${result.turns10to90.join('–')})  ` +
      `${JSON.stringify(reasons)}  ${result.seconds.toFixed(0)} s`,
  );
  return result;
}

const results = [
  series('random vs random', randomGames, { [HUMANS]: randomPlayer, [MACHINES]: randomPlayer }),
  series('greedy vs greedy', randomGames, { [HUMANS]: greedyPlayer, [MACHINES]: greedyPlayer }),
  series('fair (Humans) vs random', vsRandomGames, {
    [HUMANS]: fairPlayer,
    [MACHINES]: randomPlayer,
  }),
  series('random vs fair (Machines)', vsRandomGames, {
    [HUMANS]: randomPlayer,
    [MACHINES]: fairPlayer,
  }),
  series('fair bot vs fair bot', fairGames, { [HUMANS]: fairPlayer, [MACHINES]: fairPlayer }),
];

const out = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../bench-results/matrix-self-play.json',
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify(
    {
      game: 'matrix',
      date: new Date().toISOString(),
      bot: { difficulty: 'easy', iterations },
      results,
    },
    null,
    2,
  ) + '\n',
);
console.log(`wrote ${out}`);
