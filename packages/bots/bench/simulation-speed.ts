/**
 * Moves per second of the two simulation engines on the same games: random games are drawn
 * first (untimed), in batches of about 2,000 moves; each batch is replayed through boardgame.io's
 * reducer and through the fast path, alternately, so both see exactly the same actions and the
 * same machine load. The timed
 * part of each replay includes starting the line of play (the fast path's copy of the state).
 *
 * The machine this runs on is shared, so each replay is measured twice: wall time and the
 * process's CPU time (user + system, process.cpuUsage). The ratio is taken from CPU time, which
 * other processes' load does not inflate. (Process CPU time includes V8's garbage-collection
 * threads; timing whole batches keeps most of each engine's collection inside its own batch.) The first games are replayed once through both engines
 * untimed, so neither pays the JIT's warm-up inside the figures.
 */
import type { Ctx } from 'boardgame.io';
import {
  type GameModule,
  type AiMove,
  LocalMatch,
  seededRandom,
  randomIndex,
  activePlayersOf,
} from '@gridplay/core';
import { FastSimulator, ReducerSimulator, type Simulator } from '../src/simulator';

export interface SimulationSpeed {
  /** Moves per second of wall time. */
  reducerMovesPerSecond: number;
  fastMovesPerSecond: number;
  /** Moves per second of this process's CPU time. */
  reducerMovesPerCpuSecond: number;
  fastMovesPerCpuSecond: number;
  /** Reducer CPU time over fast-path CPU time on the same moves. */
  ratio: number;
  /** The same from wall time (skewed when other processes compete for the cores). */
  wallRatio: number;
  games: number;
  moves: number;
}

interface RecordedGame {
  /** The match's first state, as boardgame.io sets it up. */
  start: { G: unknown; ctx: Ctx };
  seed: string;
  actions: Array<[string, AiMove]>;
}

function randomGame(
  module: GameModule,
  fast: FastSimulator,
  numPlayers: number,
  setupData: unknown,
  seed: number,
  maxMoves: number,
): RecordedGame {
  const start = new LocalMatch(module.game, { numPlayers, seed: `speed-${seed}`, setupData });
  const line = fast.start(start.G, start.ctx, `speed-${seed}`);
  const random = seededRandom(seed);
  const actions: RecordedGame['actions'] = [];
  while (actions.length < maxMoves && line.ctx.gameover === undefined) {
    const seats = activePlayersOf(line.ctx);
    if (seats.length === 0) break;
    const seat = seats[randomIndex(random, seats.length)];
    const legal = module.game.ai.enumerate(line.G, line.ctx, seat) as AiMove[];
    if (legal.length === 0) break;
    const choice = legal[randomIndex(random, legal.length)];
    if (!line.play(seat, choice)) break;
    actions.push([seat, choice]);
  }
  return { start: { G: start.G, ctx: start.ctx }, seed: `speed-${seed}`, actions };
}

interface ReplayCost {
  wallMs: number;
  cpuMs: number;
}

/** One engine replays a batch of recorded games, timed as a whole. */
function replayBatch(simulator: Simulator, batch: RecordedGame[]): ReplayCost {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const game of batch) {
    const line = simulator.start(game.start.G, game.start.ctx, game.seed);
    for (const [seat, choice] of game.actions) {
      if (!line.play(seat, choice)) throw new Error(`${simulator.engine} refused a recorded move`);
    }
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** Warm-up: up to 8 games or one batch of moves, whichever comes first. */
const WARM_UP_GAMES = 8;
/** Moves per batch: batches long enough that each engine's garbage is mostly collected in its own. */
const BATCH_MOVES = 2000;

export function simulationSpeed(
  module: GameModule,
  /** `seconds`: CPU seconds of replaying, both engines together. */
  options: { seconds: number; numPlayers: number; setupData: unknown; maxMoves: number },
): SimulationSpeed {
  const reducer = new ReducerSimulator(module.game);
  const fast = new FastSimulator(module.game);
  let drawn = 0;
  const drawBatch = (minMoves: number, maxGames: number) => {
    const batch: RecordedGame[] = [];
    let moves = 0;
    while (moves < minMoves && batch.length < maxGames) {
      const game = randomGame(
        module,
        fast,
        options.numPlayers,
        options.setupData,
        drawn++,
        options.maxMoves,
      );
      batch.push(game);
      moves += game.actions.length;
    }
    return { batch, moves };
  };
  const warmUp = drawBatch(BATCH_MOVES, WARM_UP_GAMES).batch;
  replayBatch(reducer, warmUp);
  replayBatch(fast, warmUp);
  const spent = { reducer: { wallMs: 0, cpuMs: 0 }, fast: { wallMs: 0, cpuMs: 0 } };
  const add = (total: ReplayCost, cost: ReplayCost) => {
    total.wallMs += cost.wallMs;
    total.cpuMs += cost.cpuMs;
  };
  let moves = 0;
  let games = 0;
  // Bounded by the CPU time the replays used, not by the clock: on a loaded machine a few
  // seconds of wall time hold too few moves for a steady figure.
  for (
    let round = 0;
    spent.reducer.cpuMs + spent.fast.cpuMs < options.seconds * 1000 || round < 2;
    round++
  ) {
    const { batch, moves: batchMoves } = drawBatch(BATCH_MOVES, Infinity);
    // Alternate which engine goes first, so neither always runs on a warmer cache or inherits
    // the other's unfinished garbage collection.
    if (round % 2 === 0) {
      add(spent.reducer, replayBatch(reducer, batch));
      add(spent.fast, replayBatch(fast, batch));
    } else {
      add(spent.fast, replayBatch(fast, batch));
      add(spent.reducer, replayBatch(reducer, batch));
    }
    moves += batchMoves;
    games += batch.length;
  }
  const perSecond = (ms: number) => Math.round((moves / Math.max(ms, 1e-3)) * 1000);
  const ratioOf = (a: number, b: number) => Math.round((a / Math.max(b, 1e-3)) * 10) / 10;
  return {
    reducerMovesPerSecond: perSecond(spent.reducer.wallMs),
    fastMovesPerSecond: perSecond(spent.fast.wallMs),
    reducerMovesPerCpuSecond: perSecond(spent.reducer.cpuMs),
    fastMovesPerCpuSecond: perSecond(spent.fast.cpuMs),
    ratio: ratioOf(spent.reducer.cpuMs, spent.fast.cpuMs),
    wallRatio: ratioOf(spent.reducer.wallMs, spent.fast.wallMs),
    games,
    moves,
  };
}
