/**
 * Moves per second of the two simulation engines on the same games: random games are drawn
 * first (untimed), then each is replayed through boardgame.io's reducer and through the fast
 * path, alternately, so both see exactly the same actions and the same machine load. The timed
 * part of each replay includes starting the line of play (the fast path's copy of the state).
 */
import type { GameModule, AiMove } from '../src/contract/game-module';
import { LocalMatch } from '../src/simulate/local-match';
import { seededRandom, randomIndex } from '../src/random';
import { activePlayersOf } from '../src/rules/why-refused';
import { FastSimulator, ReducerSimulator, type Simulator } from '../src/bots/simulator';

export interface SimulationSpeed {
  reducerMovesPerSecond: number;
  fastMovesPerSecond: number;
  ratio: number;
  games: number;
  moves: number;
}

interface RecordedGame {
  start: LocalMatch;
  actions: Array<[string, AiMove]>;
}

function randomGame(
  module: GameModule,
  numPlayers: number,
  setupData: unknown,
  seed: number,
  maxMoves: number,
): RecordedGame {
  const start = new LocalMatch(module.game, { numPlayers, seed: `speed-${seed}`, setupData });
  const line = new FastSimulator(module.game).start(start.G, start.ctx, `speed-${seed}`);
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
  return { start, actions };
}

function replayMs(simulator: Simulator, game: RecordedGame, seed: string): number {
  const started = performance.now();
  const line = simulator.start(game.start.G, game.start.ctx, seed);
  for (const [seat, choice] of game.actions) {
    if (!line.play(seat, choice)) throw new Error(`${simulator.engine} refused a recorded move`);
  }
  return performance.now() - started;
}

export function simulationSpeed(
  module: GameModule,
  options: { seconds: number; numPlayers: number; setupData: unknown; maxMoves: number },
): SimulationSpeed {
  const reducer = new ReducerSimulator(module.game);
  const fast = new FastSimulator(module.game);
  let reducerMs = 0;
  let fastMs = 0;
  let moves = 0;
  let games = 0;
  const started = performance.now();
  while (performance.now() - started < options.seconds * 1000 || games < 2) {
    const game = randomGame(module, options.numPlayers, options.setupData, games, options.maxMoves);
    const seed = `speed-${games}`;
    // Alternate which engine goes first, so neither always runs on a warmer cache.
    if (games % 2 === 0) {
      reducerMs += replayMs(reducer, game, seed);
      fastMs += replayMs(fast, game, seed);
    } else {
      fastMs += replayMs(fast, game, seed);
      reducerMs += replayMs(reducer, game, seed);
    }
    moves += game.actions.length;
    games++;
  }
  const reducerMovesPerSecond = Math.round((moves / reducerMs) * 1000);
  const fastMovesPerSecond = Math.round((moves / fastMs) * 1000);
  return {
    reducerMovesPerSecond,
    fastMovesPerSecond,
    ratio: Math.round((reducerMs / fastMs) * 10) / 10,
    games,
    moves,
  };
}
