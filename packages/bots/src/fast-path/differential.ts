/**
 * The fast path's proof: random playouts run through boardgame.io's reducer (core's LocalMatch,
 * exactly as the server runs a match) and through the fast path side by side, comparing after
 * every action G, ctx (phase, stages and active players, current player, turn, game over, move
 * counts), the random plugin's PRNG state, and whether the action was accepted.
 *
 * Actions are mostly what `ai.enumerate` offers the seats that may act, mixed with actions the
 * rules must refuse: a seat that may not act, an unknown move, mangled arguments, and the
 * boardgame.io events (which the reducer accepts even when the game disables them).
 *
 * To reach late positions cheaply, most playouts start at a random point of a random game
 * (played on the fast path with legal moves, then handed to both paths; several points per
 * game) and compare a short stretch from there; a few compare a whole game from its setup.
 */
import { isDeepStrictEqual } from 'node:util';
import type { PlayerID, State } from 'boardgame.io';
import {
  type AiMove,
  type GameModule,
  defaultSetupData,
  seededRandom,
  randomIndex,
  type Randomness,
  LocalMatch,
  type Action,
  activePlayersOf,
  cloneData,
} from '@gridplay/core';
import { FastRules, type FastAction, type FastState } from './fast-rules';
import { FastPlayout } from './playout';
import { EVENT_NAMES } from './events';

export interface DifferentialOptions {
  /** Playouts compared (short stretches from random positions, plus `wholeGames`). */
  playouts: number;
  /** Actions compared per short playout. */
  stretch: number;
  /** Of the playouts, how many compare a whole game from setup (capped at `maxActions`). */
  wholeGames: number;
  /** Longest game, in actions, when advancing or comparing whole games. */
  maxActions: number;
  /** Short playouts start from this many points of each random game. */
  positionsPerGame: number;
  seed: number;
}

export interface DifferentialReport {
  playouts: number;
  actions: number;
  refusals: number;
  gamesOver: number;
  /** The first disagreement, in words, with the action history that leads to it. */
  mismatch?: string;
}

type Pair = { match: LocalMatch; fast: FastPlayout };

export function fastStateOf(state: Pick<State, 'G' | 'ctx' | 'plugins'>): FastState {
  return {
    G: state.G,
    ctx: state.ctx as FastState['ctx'],
    random: (state.plugins?.random?.data ?? { seed: 'gridplay' }) as FastState['random'],
  };
}

function cloneState(state: FastState): FastState {
  return { G: cloneData(state.G), ctx: cloneData(state.ctx), random: state.random };
}

/** A reducer match standing where `fast` stands (a copy of its state). */
function matchAt(module: GameModule, fast: FastState, numPlayers: number): LocalMatch {
  const match = new LocalMatch(module.game, { numPlayers });
  match.state = {
    ...match.state,
    G: structuredClone(fast.G),
    ctx: structuredClone(fast.ctx),
    plugins: { ...match.state.plugins, random: { data: structuredClone(fast.random) } },
  };
  return match;
}

function setupFor(module: GameModule, random: Randomness): unknown {
  if (!module.meta.setupOptions.length) return undefined;
  // Vary the options that are choices or booleans; numbers keep their defaults (a game's
  // numeric ranges can be large, e.g. a round limit, and defaults are what players use).
  const chosen: Record<string, unknown> = {};
  for (const option of module.meta.setupOptions) {
    if (option.choices?.length)
      chosen[option.key] = option.choices[randomIndex(random, option.choices.length)].value;
    else if (typeof option.default === 'boolean') chosen[option.key] = random.Number() < 0.5;
  }
  return defaultSetupData(module.meta, chosen as never);
}

/** One action: usually a legal one from `enumerate`, sometimes one the rules must refuse. */
function randomAction(
  module: GameModule,
  G: unknown,
  ctx: any,
  random: Randomness,
): FastAction | undefined {
  const seats: PlayerID[] = ctx.playOrder;
  const active = activePlayersOf(ctx);
  const roll = random.Number();
  const seat =
    active.length === 0 || roll < 0.05
      ? seats[randomIndex(random, seats.length)]
      : active[randomIndex(random, active.length)];
  if (roll >= 0.05 && roll < 0.08) {
    return {
      kind: 'event',
      playerID: seat,
      type: EVENT_NAMES[randomIndex(random, EVENT_NAMES.length)],
      args: [],
    };
  }
  if (roll >= 0.08 && roll < 0.1)
    return { kind: 'move', playerID: seat, type: 'noSuchMove', args: [] };
  const legal = module.game.ai.enumerate(G, ctx, seat) as AiMove[];
  if (legal.length === 0) return undefined;
  const choice = legal[randomIndex(random, legal.length)];
  let args: unknown[] = choice.args ?? [];
  if (roll >= 0.1 && roll < 0.13) args = mangle(args, random);
  return 'move' in choice
    ? { kind: 'move', playerID: seat, type: choice.move, args }
    : { kind: 'event', playerID: seat, type: choice.event, args };
}

function mangle(args: unknown[], random: Randomness): unknown[] {
  switch (randomIndex(random, 4)) {
    case 0:
      return [...args, 'extra'];
    case 1:
      return args.slice(1);
    case 2:
      return args.map(() => 9999);
    default:
      return args.map(() => 'nonsense');
  }
}

function toAction(action: FastAction): Action {
  return {
    kind: action.kind,
    playerID: action.playerID,
    name: action.type,
    args: (action.args as unknown[]) ?? [],
  };
}

function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const inner = firstDifference((a as any)[key], (b as any)[key], `${path}.${key}`);
      if (inner) return inner;
    }
  }
  return `${path || '(root)'}: reducer ${JSON.stringify(a)?.slice(0, 200)} vs fast ${JSON.stringify(b)?.slice(0, 200)}`;
}

function difference(pair: Pair): string {
  const reducer = pair.match.state;
  const fast = pair.fast.state;
  const parts: Array<[string, unknown, unknown]> = [
    ['G', reducer.G, fast.G],
    ['ctx', reducer.ctx, fast.ctx],
    ['random', reducer.plugins.random?.data, fast.random],
  ];
  for (const [name, a, b] of parts) {
    const diff = firstDifference(a, b);
    if (diff) return `${name}${diff}`;
  }
  return '';
}

/**
 * Play both paths side by side for `actions` actions; returns the number compared and a
 * description of the first disagreement.
 */
function comparePlayout(
  module: GameModule,
  pair: Pair,
  actions: number,
  random: Randomness,
  report: DifferentialReport,
  label: string,
): string | undefined {
  const history: FastAction[] = [];
  for (let i = 0; i < actions && !pair.match.isOver; i++) {
    const action = randomAction(module, pair.match.G, pair.match.ctx, random);
    if (!action) break;
    history.push(action);
    let reducerOk: boolean;
    let reducerError: string | undefined;
    try {
      reducerOk = pair.match.dispatch(toAction(action)).ok;
    } catch (error) {
      reducerOk = false;
      reducerError = (error as Error).message;
    }
    let fastOk: boolean;
    let fastError: string | undefined;
    try {
      fastOk = pair.fast.play(action);
    } catch (error) {
      fastOk = false;
      fastError = (error as Error).message;
    }
    report.actions++;
    const where = () =>
      `${label}, action ${i + 1}: ${JSON.stringify(action)}; history ${JSON.stringify(history.slice(-8))}`;
    if (reducerError !== undefined || fastError !== undefined) {
      // A move that throws (a game bug reached by a refused-looking action) must throw on both.
      if (reducerError === undefined || fastError === undefined) {
        return `${where()}: threw on one path only (reducer: ${reducerError ?? 'ok'}; fast: ${fastError ?? 'ok'})`;
      }
      return undefined;
    }
    if (reducerOk !== fastOk) {
      return `${where()}: the reducer ${reducerOk ? 'accepted' : 'refused'} it, the fast path ${fastOk ? 'accepted' : `refused it (${pair.fast.lastRefusal})`}`;
    }
    if (!reducerOk) report.refusals++;
    const diff = difference(pair);
    if (diff) return `${where()}: ${diff}`;
  }
  if (pair.match.isOver) report.gamesOver++;
  return undefined;
}

/** The actions of one random game (legal moves only), played on the fast path. */
function randomGame(
  module: GameModule,
  rules: FastRules,
  start: FastState,
  maxActions: number,
  random: Randomness,
): FastAction[] {
  const playout = new FastPlayout(rules, start);
  const actions: FastAction[] = [];
  while (actions.length < maxActions && playout.ctx.gameover === undefined) {
    const seats = activePlayersOf(playout.ctx);
    if (seats.length === 0) break;
    const seat = seats[randomIndex(random, seats.length)];
    const legal = module.game.ai.enumerate(playout.G, playout.ctx, seat) as AiMove[];
    if (legal.length === 0) break;
    const action = toFastAction(seat, legal[randomIndex(random, legal.length)]);
    if (playout.play(action)) actions.push(action);
  }
  return actions;
}

function toFastAction(seat: PlayerID, choice: AiMove): FastAction {
  return 'move' in choice
    ? { kind: 'move', playerID: seat, type: choice.move, args: choice.args ?? [] }
    : { kind: 'event', playerID: seat, type: choice.event, args: choice.args ?? [] };
}

export function runDifferential(
  module: GameModule,
  options: DifferentialOptions,
): DifferentialReport {
  // boardgame.io prints every refused move (console.error) and, outside production, every
  // refused turn or stage end (console.log); refusals are the point here.
  const { error, log } = console;
  console.error = console.log = () => {};
  try {
    return differential(module, options);
  } finally {
    Object.assign(console, { error, log });
  }
}

function differential(module: GameModule, options: DifferentialOptions): DifferentialReport {
  const rules = new FastRules(module.game);
  const random = seededRandom(options.seed);
  const report: DifferentialReport = { playouts: 0, actions: 0, refusals: 0, gamesOver: 0 };
  const { minPlayers, maxPlayers } = module.meta;

  /** Positions at random points of one random game (played on the fast path, legal moves only). */
  function positionsOfOneGame(p: number) {
    const numPlayers = minPlayers + randomIndex(random, maxPlayers - minPlayers + 1);
    const setupData = setupFor(module, random);
    const seed = `differential-${options.seed}-${p}`;
    const start = fastStateOf(new LocalMatch(module.game, { numPlayers, seed, setupData }).state);
    const game = randomGame(module, rules, start, options.maxActions, random);
    const distances = Array.from({ length: options.positionsPerGame }, () =>
      randomIndex(random, game.length + 1),
    ).sort((a, b) => a - b);
    const advance = new FastPlayout(rules, start);
    const positions = [];
    let played = 0;
    for (const distance of distances) {
      while (played < distance) advance.play(game[played++]);
      positions.push({ state: cloneState(advance.state), numPlayers, setupData });
    }
    return positions;
  }
  const startingPoints: Array<{ state: FastState; numPlayers: number; setupData: unknown }> = [];
  for (let p = 0; p < options.playouts && !report.mismatch; p++) {
    const whole = p < options.wholeGames;
    let pair: Pair;
    let label: string;
    if (whole) {
      const numPlayers = minPlayers + randomIndex(random, maxPlayers - minPlayers + 1);
      const setupData = setupFor(module, random);
      const seed = `differential-${options.seed}-${p}`;
      const match = new LocalMatch(module.game, { numPlayers, seed, setupData });
      pair = { match, fast: new FastPlayout(rules, fastStateOf(match.state)) };
      label = `playout ${p} (whole game, ${numPlayers} players, setup ${JSON.stringify(setupData)})`;
    } else {
      if (startingPoints.length === 0) startingPoints.push(...positionsOfOneGame(p));
      const { state, numPlayers, setupData } = startingPoints.pop()!;
      const match = matchAt(module, state, numPlayers);
      pair = { match, fast: new FastPlayout(rules, fastStateOf(match.state)) };
      label = `playout ${p} (from turn ${state.ctx.turn} of a random game, ${numPlayers} players, setup ${JSON.stringify(setupData)})`;
    }
    report.playouts++;
    const length = whole ? options.maxActions : options.stretch;
    report.mismatch = comparePlayout(module, pair, length, random, report, label);
  }
  return report;
}
