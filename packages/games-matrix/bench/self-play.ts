/**
 * Self-play report (the balance evidence of RULES.md's designer notes). Series:
 *   - random vs random (uniform choice among ai.enumerate),
 *   - greedy vs greedy (the rollout policy `greedyMove` on each seat's own view),
 *   - fair vs random, from either side: core's fair bot (`decideMove`, information-set MCTS on
 *     each seat's own view) at the "easy" difficulty capped at `iterations` iterations a
 *     decision (counted, so the report replays exactly), against uniform random play,
 *   - fair bot vs fair bot: both seats the same bot and budget,
 *   - greedy vs random from either side (cheap stand-ins for the fair lines while designing),
 *   - greedy vs mixed: a seat greedy except at the stages listed in MIX_RANDOM (random there),
 *     which shows what each decision is worth, e.g. MIX_RANDOM=draw … greedy-mixed.
 * Each line: games, each side's win rate with its 95% Wilson interval, how the games were won,
 * the median and middle-80% game length in turns. Every series writes its games to
 * bench-results/matrix-self-play/<series>-<first>.json, so a long series can run as shards in
 * parallel (one per core); `report` reads them all back and prints the totals.
 *
 *   npx tsx bench/self-play.ts [series=all] [first=0] [games] [iterations=40]
 *   npx tsx bench/self-play.ts fair-fair 0 100 & npx tsx bench/self-play.ts fair-fair 100 100
 *   npx tsx bench/self-play.ts report
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalMatch, seededRandom, type AiMove, type Randomness } from '@gridplay/core';
import { decideMove } from '@gridplay/bots';
import module from '../src/index';
import { greedyMove } from '../src/ai';
import { enumerate } from '../src/legal-moves';
import { playerView } from '../src/view';
import { HUMANS, MACHINES, type MatrixState } from '../src/state';
import type { Gameover } from '../src/victory';

type Player = (
  match: LocalMatch<MatrixState>,
  seat: string,
  random: Randomness,
  game: number,
) => AiMove;

// 40 iterations: the "easy" difficulty's iteration budget (its 150 ms cap is not reached here).
const [seriesArg = 'all', firstArg = '0', gamesArg, iterationsArg = '40'] = process.argv.slice(2);
const iterations = Number(iterationsArg);

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

interface GameRecord {
  game: number;
  winner: string | null;
  reason: string | null;
  turns: number;
  moves: number;
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
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function play(name: string, game: number, players: Record<string, Player>): GameRecord {
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
  return {
    game,
    winner: over?.winner ?? null,
    reason: over?.reason ?? null,
    turns: match.G.turn,
    moves: match.history.length,
  };
}

function summarize(name: string, records: GameRecord[]): Series {
  const games = records.length;
  const humanWins = records.filter((r) => r.winner === HUMANS).length;
  const machineWins = records.filter((r) => r.winner === MACHINES).length;
  const reasons: Record<string, number> = {};
  for (const r of records) if (r.reason) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  const lengths = records.map((r) => r.turns).sort((a, b) => a - b);
  const at = (q: number) => lengths[Math.min(lengths.length - 1, Math.floor(q * lengths.length))];
  const result: Series = {
    name,
    games,
    humanWins,
    machineWins,
    unfinished: games - humanWins - machineWins,
    humanWinRate: humanWins / games,
    humanInterval: interval(humanWins, games),
    machineWinRate: machineWins / games,
    machineInterval: interval(machineWins, games),
    reasons,
    medianTurns: at(0.5),
    turns10to90: [at(0.1), at(0.9)],
    averageMoves: records.reduce((sum, r) => sum + r.moves, 0) / games,
  };
  const [hl, hh] = result.humanInterval;
  const [ml, mh] = result.machineInterval;
  console.log(
    `${name.padEnd(18)} ${String(games).padStart(4)} games  Humans ${pct(result.humanWinRate)} ` +
      `[${pct(hl)}–${pct(hh)}]  Machines ${pct(result.machineWinRate)} [${pct(ml)}–${pct(mh)}]  ` +
      `turns median ${result.medianTurns} (80%: ${result.turns10to90.join('–')})  ${JSON.stringify(reasons)}`,
  );
  return result;
}

/** Experiments: greedy on every decision except the stages named in MIX_RANDOM (random there). */
const mixedPlayer: Player = (match, seat, random, game) => {
  const stage = match.G.pending?.stage ?? '';
  const randomStages = (process.env.MIX_RANDOM ?? '').split(',');
  return randomStages.includes(stage)
    ? randomPlayer(match, seat, random, game)
    : greedyPlayer(match, seat, random, game);
};

const SERIES: Record<string, { games: number; players: Record<string, Player> }> = {
  'random-random': { games: 500, players: { [HUMANS]: randomPlayer, [MACHINES]: randomPlayer } },
  'greedy-greedy': { games: 500, players: { [HUMANS]: greedyPlayer, [MACHINES]: greedyPlayer } },
  'greedy-random': { games: 500, players: { [HUMANS]: greedyPlayer, [MACHINES]: randomPlayer } },
  'random-greedy': { games: 500, players: { [HUMANS]: randomPlayer, [MACHINES]: greedyPlayer } },
  'greedy-mixed': { games: 300, players: { [HUMANS]: greedyPlayer, [MACHINES]: mixedPlayer } },
  'mixed-greedy': { games: 300, players: { [HUMANS]: mixedPlayer, [MACHINES]: greedyPlayer } },
  'fair-random': { games: 100, players: { [HUMANS]: fairPlayer, [MACHINES]: randomPlayer } },
  'random-fair': { games: 100, players: { [HUMANS]: randomPlayer, [MACHINES]: fairPlayer } },
  'fair-fair': { games: 200, players: { [HUMANS]: fairPlayer, [MACHINES]: fairPlayer } },
};

const folder = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../bench-results/matrix-self-play',
);

function run(name: string, first: number, games: number): void {
  const started = performance.now();
  const records: GameRecord[] = [];
  mkdirSync(folder, { recursive: true });
  for (let game = first; game < first + games; game++) {
    records.push(play(name, game, SERIES[name].players));
    // Written after every game: a long shard stopped early still counts what it played.
    writeFileSync(
      resolve(folder, `${name}-i${iterations}-${first}.json`),
      JSON.stringify({ series: name, iterations, records }, null, 1) + '\n',
    );
  }
  summarize(name, records);
  console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

/** Every shard written so far, grouped by series and bot budget (random series ignore the budget). */
function report(): void {
  const all: Record<string, Series> = {};
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
  const groups = new Map<string, GameRecord[]>();
  for (const file of files) {
    const shard = JSON.parse(readFileSync(resolve(folder, file), 'utf8')) as {
      series: string;
      iterations: number;
      records: GameRecord[];
    };
    const key = shard.series.includes('fair')
      ? `${shard.series} (${shard.iterations} it.)`
      : shard.series;
    groups.set(key, [...(groups.get(key) ?? []), ...shard.records]);
  }
  for (const [key, records] of [...groups.entries()].sort()) all[key] = summarize(key, records);
  const out = resolve(folder, '../matrix-self-play.json');
  writeFileSync(
    out,
    JSON.stringify({ game: 'matrix', date: new Date().toISOString(), series: all }, null, 2) + '\n',
  );
  console.log(`wrote ${out}`);
}

if (seriesArg === 'report') report();
else
  for (const name of seriesArg === 'all' ? Object.keys(SERIES) : [seriesArg]) {
    if (!SERIES[name])
      throw new Error(`unknown series "${name}": ${Object.keys(SERIES).join(', ')}`);
    run(name, Number(firstArg), gamesArg ? Number(gamesArg) : SERIES[name].games);
  }
