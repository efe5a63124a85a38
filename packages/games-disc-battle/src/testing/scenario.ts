/**
 * Scenario helpers for the rule tests: a match with the programs where the test draws them, the
 * face-up card given, and the deck chosen so the next flip is known when it matters.
 */
import type { LogEntry } from 'boardgame.io';
import { LocalMatch } from '@gridplay/core';
import { game } from '../game';
import type { Disc, Options, State, View } from '../state';

export type Match = LocalMatch<State, View>;

export interface ProgramSpec {
  at: [number, number];
  held?: number;
  prone?: boolean;
  /** The disc in flight: arrow end and bearing. */
  disc?: { tip: [number, number]; bearing: number; recalled?: boolean };
  derezzed?: boolean;
}

export interface ScenarioSpec {
  programs: Record<string, ProgramSpec>;
  /** Whose card is face up. */
  flipped: string;
  /** The cards left in the deck (default: one card of the flipped program, so the next flip is known). */
  deck?: string[];
  used?: string[];
  options?: Partial<Options>;
  seed?: string;
}

export function scenario(numPlayers: number, spec: ScenarioSpec): Match {
  const match: Match = new LocalMatch(game, {
    numPlayers,
    seed: spec.seed ?? 'scenario',
    setupData: {
      holdLimit: spec.options?.holdLimit ?? 2,
      aimBack: spec.options?.aimBack ?? false,
      teams: spec.options?.teams ?? 0,
      gridSize: spec.options?.gridSize ?? 0,
    },
  });
  return match.patch(
    (G) => {
      for (const program of Object.values(G.programs)) {
        const wanted = spec.programs[program.seat];
        if (!wanted) {
          program.derezzed = true;
          program.held = 0;
          continue;
        }
        program.centre = { x: wanted.at[0], y: wanted.at[1] };
        program.held = wanted.held ?? 1;
        program.prone = wanted.prone ?? false;
        program.derezzed = wanted.derezzed ?? false;
        program.disc = wanted.disc ? discOf(wanted.disc) : null;
      }
      G.flipped = spec.flipped;
      G.deck = [...(spec.deck ?? [spec.flipped])].sort();
      G.used = spec.used ?? [];
    },
    { currentPlayer: spec.flipped, playOrderPos: Number(spec.flipped) },
  );
}

const discOf = (d: NonNullable<ProgramSpec['disc']>): Disc => ({
  tip: { x: d.tip[0], y: d.tip[1] },
  bearing: d.bearing,
  recalled: d.recalled ?? false,
  leaving: null,
});

/** The match's log line for the last move, as a player reads it (the text its log entry carries). */
export function lastLog(match: Match): string {
  const log = (match.state as { deltalog?: LogEntry[] }).deltalog ?? [];
  const entry = [...log].reverse().find((e) => (e.metadata as { text?: string })?.text);
  return (entry?.metadata as { text?: string } | undefined)?.text ?? '';
}

/**
 * The last move's log line as sentences: its own words first, then each thing its rules did
 * (core's narration), e.g. ['Tron throws east.', 'The disc bounces off the north wall.'].
 */
export const logSentences = (match: Match): string[] => lastLog(match).split(/(?<=\.) /);

/** What the rules did during the last move, in order: the log line after the move's own words. */
export const toldAfterMove = (match: Match): string[] => logSentences(match).slice(1);
