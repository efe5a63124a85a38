/**
 * The conformance checks, as plain functions returning findings (empty = conforms). The suite
 * (`suite.ts`) runs them under Vitest; the core tests run them on deliberately broken games to
 * prove each one can fail.
 */
import { isDeepStrictEqual } from 'node:util';
import type { PlayerID, State } from 'boardgame.io';
import {
  type AiMove,
  type GameModule,
  defaultSetupData,
  randomIndex,
  seededRandom,
  type Randomness,
  LocalMatch,
  type Action,
} from '@gridplay/core';

export interface ConformanceOptions {
  /**
   * Actions after which the secrets checks examine every seat's delivery, per player count
   * (default 400), spread over the playouts from opening to end.
   */
  secretSteps?: number;
  /**
   * Places in a view that a move may set from hidden values because the game's rules say the
   * table learns them (e.g. a phase skipped when no card in hand could be played), each with the
   * rule that says so: `{ 'G.pending.stage': 'RULES.md 10: ...' }`. Only the moves check reads it.
   */
  disclosedByRules?: Record<string, string>;
  /** Player counts to test (default: min and max). */
  playerCounts?: number[];
  /** Random playouts per player count (default 20). */
  seeds?: number;
  /** A playout must end within this many accepted actions (default 2000). */
  maxActions?: number;
  /** Enumerated moves tried on a copy of the state per step (default 4). */
  movesCheckedPerStep?: number;
  /** setupData for the matches (default: the meta's defaults). */
  setupData?: Record<string, unknown>;
}

export type Finding = string;

export interface Playout {
  seed: string;
  numPlayers: number;
  actions: Action[];
  final: State;
  ended: boolean;
}

const describeChoice = (c: AiMove) =>
  ('move' in c ? c.move : `event ${c.event}`) + JSON.stringify(c.args ?? []);

export function newMatch(
  module: GameModule,
  numPlayers: number,
  seed: string,
  options: ConformanceOptions,
) {
  return new LocalMatch(module.game, {
    numPlayers,
    seed,
    setupData: options.setupData ?? defaultSetupData(module.meta),
  });
}

export function playerCounts(module: GameModule, options: ConformanceOptions): number[] {
  return options.playerCounts ?? [...new Set([module.meta.minPlayers, module.meta.maxPlayers])];
}

/**
 * What must match between two states: G, ctx, the random plugin's state and the state id.
 * (boardgame.io's undo stack and log plugin carry metadata that its log plugin mutates in place.)
 */
function stripTransient(state: State): unknown {
  return { G: state.G, ctx: state.ctx, random: state.plugins?.random, stateID: state._stateID };
}

/**
 * Random playouts: every step, each seat that must act is offered at least one move; a sample of
 * the offered moves is tried on the current state and must be accepted; then a random seat plays a
 * random offered move. Findings are collected; `playouts` returns the games for other checks.
 */
export function randomPlayouts(
  module: GameModule,
  options: ConformanceOptions = {},
): { findings: Finding[]; playouts: Playout[] } {
  const findings: Finding[] = [];
  const playouts: Playout[] = [];
  const maxActions = options.maxActions ?? 2000;
  const perStep = options.movesCheckedPerStep ?? 4;
  for (const numPlayers of playerCounts(module, options)) {
    for (let s = 0; s < (options.seeds ?? 20); s++) {
      const seed = `conformance-${numPlayers}-${s}`;
      const chooser = seededRandom(s * 7919 + numPlayers);
      const match = newMatch(module, numPlayers, seed, options);
      let stuck = false;
      while (!match.isOver && match.history.length < maxActions) {
        const options_: { seat: PlayerID; moves: AiMove[] }[] = [];
        for (const seat of match.activePlayers()) {
          const moves = match.legalMoves(seat);
          if (moves.length === 0) {
            findings.push(
              `${seed}: seat ${seat} must act (phase ${match.ctx.phase}) but ai.enumerate offers no move`,
            );
            stuck = true;
          }
          options_.push({ seat, moves });
          for (const choice of sample(moves, perStep, chooser)) {
            const trial = match.fork();
            const result = trial.play(seat, choice);
            if (!result.ok) {
              findings.push(
                `${seed}: ai.enumerate offered ${describeChoice(choice)} to seat ${seat} but the game refused it: ${result.reason}`,
              );
              stuck = true;
            }
          }
        }
        if (stuck || options_.length === 0) break;
        const pick = options_[randomIndex(chooser, options_.length)];
        const result = match.play(pick.seat, pick.moves[randomIndex(chooser, pick.moves.length)]);
        if (!result.ok) break; // already reported by the sampled trials or a refusal of its own
      }
      if (!stuck && !match.isOver) {
        findings.push(
          `${seed}: no game over after ${match.history.length} actions (bound ${maxActions})`,
        );
      }
      playouts.push({
        seed,
        numPlayers,
        actions: [...match.history],
        final: match.state,
        ended: match.isOver,
      });
      if (findings.length > 20) return { findings, playouts };
    }
  }
  return { findings, playouts };
}

function sample<T>(items: T[], count: number, random: Randomness): T[] {
  if (items.length <= count) return items;
  return random.Shuffle(items).slice(0, count);
}

/**
 * The findings of `check` run on a fresh match of each playout (the playout's own seed and seat
 * count), for the checks that replay a recorded playout.
 */
function findingsOfReplays(
  module: GameModule,
  playouts: Playout[],
  options: ConformanceOptions,
  check: (match: LocalMatch, playout: Playout, findings: Finding[]) => void,
): Finding[] {
  const findings: Finding[] = [];
  for (const playout of playouts) {
    check(newMatch(module, playout.numPlayers, playout.seed, options), playout, findings);
  }
  return findings;
}

/** Same seed + same actions = same state. */
export function replayDeterminism(
  module: GameModule,
  playouts: Playout[],
  options: ConformanceOptions = {},
): Finding[] {
  return findingsOfReplays(module, playouts, options, (match, playout, findings) => {
    for (const action of playout.actions) {
      const result = match.dispatch(action);
      if (!result.ok) {
        findings.push(`${playout.seed}: replaying ${action.name} was refused: ${result.reason}`);
        break;
      }
    }
    if (!isDeepStrictEqual(stripTransient(match.state), stripTransient(playout.final))) {
      findings.push(`${playout.seed}: replay from the same seed reached a different state`);
    }
  });
}

/** State survives a JSON round trip, and play continues identically from the copy. */
export function jsonRoundTrip(
  module: GameModule,
  playouts: Playout[],
  options: ConformanceOptions = {},
): Finding[] {
  return findingsOfReplays(module, playouts, options, (match, playout, findings) => {
    const stride = Math.max(1, Math.floor(playout.actions.length / 10));
    playout.actions.forEach((action, i) => {
      if (i % stride === 0) {
        const copy = JSON.parse(JSON.stringify(match.state));
        if (
          !isDeepStrictEqual(copy, JSON.parse(JSON.stringify(copy))) ||
          !isDeepStrictEqual(stripTransient(copy), stripTransient(match.state))
        ) {
          findings.push(
            `${playout.seed}: state at action ${i} does not survive JSON (undefined, functions, Map, Set or class instances in G?)`,
          );
        } else {
          const twin = match.fork();
          twin.state = copy;
          twin.dispatch(action);
          const original = match.fork();
          original.dispatch(action);
          if (!isDeepStrictEqual(stripTransient(twin.state), stripTransient(original.state))) {
            findings.push(`${playout.seed}: play from a JSON copy at action ${i} diverges`);
          }
        }
      }
      match.dispatch(action);
    });
  });
}

const GARBAGE_ARGS: unknown[][] = [
  [],
  [null],
  [-1],
  ['no-such-thing'],
  [{ bogus: true }],
  [1e9, 'x', [], {}],
];

/**
 * Refused moves leave the state unchanged and never throw: a seat that may not act replays an
 * active seat's offered move; every move name is tried with malformed arguments; unknown moves
 * and events not offered are tried too.
 */
export function refusedMovesChangeNothing(
  module: GameModule,
  playouts: Playout[],
  options: ConformanceOptions = {},
): Finding[] {
  const findings: Finding[] = [];
  const moveNames = allMoveNames(module);
  for (const playout of playouts.slice(0, 5)) {
    const match = newMatch(module, playout.numPlayers, playout.seed, options);
    const stride = Math.max(1, Math.floor(playout.actions.length / 8));
    for (let i = 0; i <= playout.actions.length; i++) {
      if (i % stride === 0 && !match.isOver) {
        const attempts: Action[] = [];
        const active = match.activePlayers();
        const idle = Array.from({ length: playout.numPlayers }, (_, p) => String(p)).filter(
          (p) => !active.includes(p),
        );
        const offered = active.length ? match.legalMoves(active[0]) : [];
        for (const seat of idle) {
          for (const choice of offered.slice(0, 3)) {
            attempts.push(
              'move' in choice
                ? { kind: 'move', playerID: seat, name: choice.move, args: choice.args ?? [] }
                : { kind: 'event', playerID: seat, name: choice.event, args: choice.args ?? [] },
            );
          }
        }
        for (const seat of active) {
          attempts.push({ kind: 'move', playerID: seat, name: '__no_such_move__', args: [] });
          for (const name of moveNames)
            for (const args of GARBAGE_ARGS)
              attempts.push({ kind: 'move', playerID: seat, name, args });
        }
        for (const attempt of attempts) {
          const before = structuredClone(match.state);
          const trial = match.fork();
          let result;
          try {
            result = trial.dispatch(attempt);
          } catch (error) {
            findings.push(
              `${playout.seed}: ${attempt.kind} ${attempt.name}${JSON.stringify(attempt.args)} by seat ${attempt.playerID} threw ${(error as Error).message}`,
            );
            continue;
          }
          if (!isDeepStrictEqual(match.state, before)) {
            findings.push(
              `${playout.seed}: ${attempt.name}${JSON.stringify(attempt.args)} mutated the state it was given`,
            );
          }
          if (
            !result.ok &&
            !isDeepStrictEqual(stripTransient(trial.state), stripTransient(before))
          ) {
            findings.push(
              `${playout.seed}: refused ${attempt.name}${JSON.stringify(attempt.args)} changed the state`,
            );
          }
          const offeredToSeat = attempt.playerID !== undefined && active.includes(attempt.playerID);
          if (result.ok && !offeredToSeat) {
            findings.push(
              `${playout.seed}: seat ${attempt.playerID} was allowed ${attempt.name} although it may not act now`,
            );
          }
        }
      }
      if (i < playout.actions.length) match.dispatch(playout.actions[i]);
      if (findings.length > 20) return findings;
    }
  }
  return findings;
}

function allMoveNames(module: GameModule): string[] {
  const names = new Set<string>(Object.keys(module.game.moves ?? {}));
  for (const phase of Object.values(module.game.phases ?? {})) {
    for (const name of Object.keys(phase.moves ?? {})) names.add(name);
    for (const stage of Object.values(phase.turn?.stages ?? {}))
      for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  }
  for (const stage of Object.values(module.game.turn?.stages ?? {}))
    for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  return [...names];
}
