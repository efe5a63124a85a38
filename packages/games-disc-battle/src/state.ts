/** The whole match state. Everything in it is public except the order of the deck, which is not kept at all. */
import type { CompassDirection, Narrated } from '@gridplay/core';
import type { Vec } from './geometry';

/** A thrown disc: its Disc Marker's arrow end and heading. */
export interface Disc {
  tip: Vec;
  bearing: number;
  /** Recalled by its owner: it turns toward the owner before each step. */
  recalled: boolean;
  /**
   * The program whose base this disc was just set against by a Block (or a strike): its next
   * step crosses that base only after leaving it (RULES.md decision 10). Null otherwise.
   */
  leaving: string | null;
}

export interface Program {
  seat: string;
  name: string;
  /** The team number; every program is its own team in a free-for-all. */
  team: number;
  /** Centre of the Action Base. */
  centre: Vec;
  prone: boolean;
  derezzed: boolean;
  /** Action cards held for reactions. */
  held: number;
  /** The disc in flight, or null when it is in the program's hand (or gone with its De-Rezzed owner). */
  disc: Disc | null;
}

export type ReactionChoice = 'block' | 'dodge' | 'dive' | 'catch' | 'diveCatch' | 'letPass';

/** One disc step in progress: its path and the bases it still has to cross, nearest first. */
export interface PendingStep {
  owner: string;
  points: Vec[];
  end: { tip: Vec; bearing: number };
  contacts: { seat: string; at: number }[];
  /** Walls the step bounces off, in order (for the log). */
  walls: string[];
  /** The owner is De-Rezzed and the disc reaches a wall: it De-Rezzes there. */
  vanishes: boolean;
}

/** The consequences of one active action still being worked out. */
export interface Resolution {
  actor: string;
  /** Owners whose discs still move after this action, clockwise from the actor. */
  queue: string[];
  step: PendingStep | null;
}

/** A program asked to react to a disc crossing its base. */
export interface Reaction {
  reactor: string;
  discOwner: string;
  options: ReactionChoice[];
  /** The incoming path (for the board): from the step's start to the contact. */
  incoming: Vec[];
}

export interface Options {
  holdLimit: number;
  /** Aim a blocked or struck disc back at its owner instead of rolling the Direction Die. */
  aimBack: boolean;
  /** 0 = every program for itself; otherwise the number of teams. */
  teams: number;
  gridSize: number;
}

export type Gameover =
  | { winner: string; winners: string[]; team?: number }
  | { draw: true; standing: string[]; reason: 'stalemate' | 'no one left' };

/** `narration` (core's `Narrated`) holds what the rules did on their own until the move's log line takes it. */
export interface State extends Narrated {
  options: Options;
  grid: { size: number };
  programs: Record<string, Program>;
  /** Cards not yet flipped this turn: one owner seat per card, kept sorted (the order is drawn at flip time). */
  deck: string[];
  /** Cards used this turn, shuffled back when the deck runs out. */
  used: string[];
  /** Whose card is face up, waiting to be used or held (null while reactions are pending or at the end). */
  flipped: string | null;
  resolution: Resolution | null;
  reaction: Reaction | null;
  /** Turns are counted in passes through the deck, from 1. */
  turn: number;
  /** Turns in a row that ended with no program De-Rezzed. */
  quietTurns: number;
  derezThisTurn: boolean;
  /** The last Direction Die roll, shown at the table. */
  lastRoll: { face: CompassDirection; for: string } | null;
  /** Paths the discs travelled during the last action (for the board). */
  lastPaths: { owner: string; points: Vec[] }[];
  result: Gameover | null;
}

/** A seat's view: the same state with the deck shown as a sorted multiset. */
export type View = State;
