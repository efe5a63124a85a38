/**
 * The state of a match (boardgame.io `G`): plain JSON. Cards are instance ids
 * (`humans:neo#1`); every card of a side is always in exactly one of its zones: hand, deck,
 * discard, in play, or (a completed Mission) set aside for good.
 */
import type { SeatPiles, SeatPilesView } from '@gridplay/core';

export const HUMANS = '0';
export const MACHINES = '1';
export type Seat = typeof HUMANS | typeof MACHINES;
export const SEATS = [HUMANS, MACHINES] as const;

export const STARTING_HAND = 8;
export const HAND_LIMIT = 10;
export const MISSION_POINTS_TO_WIN = 20;
export const TIME_COUNTERS_TO_WIN = 20;
export const HULL = 5;
export const BASIC_MISSION_POINTS = 1;
/** At most this many characters of a side add their modifier to one contest (the highest). */
export const COUNTED_CHARACTERS = 3;

/** The seven roll contests, in the order the turn meets them. */
export const CONTESTS = [
  'interception',
  'combat',
  'mission',
  'escape',
  'detection',
  'pursuit',
  'battle',
] as const;
export type ContestKind = (typeof CONTESTS)[number];

export const CONTEST_LABEL: Record<ContestKind, string> = {
  interception: 'Interception',
  combat: 'Combat',
  mission: 'Mission',
  escape: 'Escape',
  detection: 'Detection',
  pursuit: 'Pursuit',
  battle: 'Battle',
};

/** Matrix contests count characters in the Matrix; the others count the real world. */
export type World = 'matrix' | 'real';
export const CONTEST_WORLD: Record<ContestKind, World> = {
  interception: 'matrix',
  combat: 'matrix',
  mission: 'matrix',
  escape: 'matrix',
  detection: 'real',
  pursuit: 'real',
  battle: 'real',
};

/** A seat's hand, deck and discard, and how another seat sees them (core's shape). */
export type { SeatPiles, SeatPilesView } from '@gridplay/core';

/** A Human character in play; `plugged` is its Matrix counter. */
export interface HumanInPlay {
  card: string;
  plugged: boolean;
}

/** Every decision point; the boardgame.io stage of the same name is where the seat acts. */
export type Stage =
  | 'discardDown'
  | 'draw'
  | 'bringIn'
  | 'switch'
  | 'contest'
  | 'casualty'
  | 'mission'
  | 'scrap'
  | 'exit';

export interface Pending {
  seat: Seat;
  stage: Stage;
}

/** One Event played into a contest. */
export interface PlayedEvent {
  seat: Seat;
  card: string;
  bonus: number;
}

/** A roll contest under way. */
export interface Contest {
  kind: ContestKind;
  /** Both d10s, rolled when the contest opened (public from then on). */
  dice: Record<Seat, number>;
  played: PlayedEvent[];
  /** Passes in a row; two close the contest. */
  passes: number;
}

/** One line of a contest total, for the log and the board. */
export interface TotalPart {
  label: string;
  value: number;
}

/** A closed contest, kept for the board until the next one opens. */
export interface ContestResult {
  kind: ContestKind;
  dice: Record<Seat, number>;
  parts: Record<Seat, TotalPart[]>;
  totals: Record<Seat, number>;
  winner: Seat;
}

/** Where the Matrix phase stands between its contests. */
export interface MatrixPhase {
  /** The Humans won the Interception: no Combat or Escape this phase. */
  unseen: boolean;
  /** A Combat after a lost Escape (the Combat/Escape loop), not the first Combat. */
  looping: boolean;
  /**
   * The side losing a character in the Combat being settled. The loser chooses which, unless
   * the winner has a hunter in the Matrix (see abilities.ts): then `pending` is the winner's.
   */
  casualtyOf: Seat | null;
  /** The side that played a hunting Event (Mr. Anderson) in the Combat under way. */
  hunter: Seat | null;
}

export interface MatrixState {
  /** Turn number, from 1; one turn = the six phases. */
  turn: number;
  seats: Record<Seat, SeatPiles>;
  humans: HumanInPlay[];
  /** Machine characters in play: Agents in the Matrix, Robots in the real world. */
  machines: string[];
  /** Completed Mission cards, out of the game. */
  completed: string[];
  missionPoints: number;
  timeCounters: number;
  hull: number;
  /** Characters that add nothing to contests until the end of the turn. */
  neutralized: string[];
  /** Switch phase: characters already given or cleared of a Matrix counter this phase. */
  switched: string[];
  /** The Mission being attempted: a Mission card, or 'basic'. */
  mission: string | null;
  matrix: MatrixPhase;
  contest: Contest | null;
  lastContest: ContestResult | null;
  neoKilled: boolean;
  /** The phase whose start has been carried out (boardgame.io checks `endIf` before `onBegin`). */
  phaseBegun: string;
  pending: Pending | null;
}

/** The state as one seat sees it (see `view.ts`). */
export type MatrixView = Omit<MatrixState, 'seats'> & { seats: Record<Seat, SeatPilesView> };

/** Code that must work on both the full state and a playerView (enumerate, prompt, board). */
export type AnyState = MatrixState | MatrixView;

export const opponentOf = (seat: Seat): Seat => (seat === HUMANS ? MACHINES : HUMANS);
export const SeatName = (seat: string): string => (seat === HUMANS ? 'The Humans' : 'The Machines');
/** The seat's name inside a sentence. */
export const seatInSentence = (seat: string): string =>
  seat === HUMANS ? 'the Humans' : 'the Machines';
