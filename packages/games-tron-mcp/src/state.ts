/**
 * The state of a match (boardgame.io `G`): plain JSON. Cards are instance ids
 * (`tron:aim#3`); every card of a side is always in exactly one of its zones: hand, deck,
 * discard, or in play (Tron's programs, the MCP's Control cards).
 */
import type { Reveal } from '@gridplay/core';
import type { SeatPiles, SeatPilesView } from '@gridplay/core';

export const TRON = '0';
export const MCP = '1';
export type Seat = typeof TRON | typeof MCP;

export const HAND_LIMIT = 8;
export const STARTING_HAND = 6;
export const MAX_MULLIGANS = 3;
export const CONTROLS_TO_WIN = 10;

/** Program status, in the order programs progress. */
export const STATUSES = ['gameGrid', 'rogue', 'activated', 'mesa'] as const;
export type Status = (typeof STATUSES)[number];
export const STATUS_LABEL: Record<Status, string> = {
  gameGrid: 'Game Grid',
  rogue: 'Rogue',
  activated: 'Activated',
  mesa: 'Mesa',
};

export interface ProgramInPlay {
  card: string;
  status: Status;
}

/** A seat's hand, deck and discard, and how another seat sees them (core's shape). */
export type { SeatPiles, SeatPilesView } from '@gridplay/core';

/** Every decision point of the game; the stage of the same name is where the seat acts. */
export type Stage =
  | 'mulligan'
  | 'discardDown'
  | 'downloadControl'
  | 'downloadProgram'
  | 'playStatus'
  | 'attack'
  | 'counter'
  | 'respond'
  | 'chooseDerez'
  | 'reEnergize'
  | 'erase'
  | 'subRoutine';

export interface Pending {
  seat: Seat;
  stage: Stage;
}

/** A Game or Security card played and its counter window. */
export interface Attack {
  card: string;
  /** The status it aims at; only programs of this status can be derezzed. */
  target: Status;
  /** Printed power plus Transport Disorientation. */
  power: number;
  disoriented: boolean;
  /** Skill cards committed (already in Tron's discard) and their total with modifiers. */
  committed: string[];
  total: number;
  /** Passes in a row inside the window; two close a Game card window, one a Security window. */
  passes: number;
  /** The program the MCP chose to derez, awaiting Re-Energize. */
  derezTarget: string | null;
}

export interface TronMcpState {
  /** Round number, from 1; one round = phases 1–8. */
  round: number;
  seats: Record<Seat, SeatPiles>;
  programs: ProgramInPlay[];
  controls: string[];
  /** The phase whose start has been carried out (boardgame.io checks `endIf` before `onBegin`). */
  phaseBegun: string;
  pending: Pending | null;
  attack: Attack | null;
  /** Whether Tron has played his status card in this phase. */
  statusPlayed: boolean;
  /** Sub-Routine phase: passes in a row. */
  subRoutinePasses: number;
  mulligans: number;
  reveals: Reveal<string>[];
  /** Set by the erase in Program Delete; the game ends with Tron the winner. */
  mcpErased: boolean;
}

/** The state as one seat sees it (see `view.ts`). */
export type TronMcpView = Omit<TronMcpState, 'seats'> & { seats: Record<Seat, SeatPilesView> };

/** Code that must work on both the full state and a playerView (enumerate, prompt, board). */
export type AnyState = TronMcpState | TronMcpView;

export const opponentOf = (seat: Seat): Seat => (seat === TRON ? MCP : TRON);
export const SeatName = (seat: string): string => (seat === TRON ? 'Tron' : 'The MCP');
/** The seat's name inside a sentence. */
export const seatInSentence = (seat: string): string => (seat === TRON ? 'Tron' : 'the MCP');
