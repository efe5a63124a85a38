/**
 * The shape of G. Plain JSON only: cells are numbers, trails are lists, seats are keyed by
 * playerID.
 */
import type { HiddenZone, Narrated } from '@gridplay/core';
import type { SpecialCard } from './cards';
import type { Direction, Edge, Turn } from './grid';

export type PlayerId = string;

export interface Cycle {
  /** null while the cycle is off the board (before placement, or dead awaiting respawn). */
  head: number | null;
  /** The trail, nearest the head first. Unbounded. */
  tail: number[];
  facing: Direction;
  /** False from the sub-step it crashes until the end of the round (a wreck stays on the board). */
  alive: boolean;
}

export interface Seat {
  score: number;
  /** Special cards only; Forward, Left and Right are always in hand. */
  hand: SpecialCard[];
  cycle: Cycle;
  /** Id of the flag this player placed last: it may not capture that one. */
  lastPlacedFlag: number | null;
}

export interface Flag {
  /** A new id every time a flag is (re)placed: a moved flag is a new flag. */
  id: number;
  cell: number;
  placedBy: PlayerId | null;
}

export interface Crusher {
  edge: Edge | null;
  placedBy: PlayerId | null;
}

/** A card chosen for the round, with the parameters chosen with it. */
export type Choice =
  | { card: Turn; distance?: number }
  | { card: 'dash' }
  | { card: 'uberDash' }
  | { card: 'cutTail'; turn: Turn }
  | { card: 'retractTail'; length: number }
  | { card: 'crusher'; edge: Edge; piece?: number }
  | { card: 'overDrive' };

/** What other seats see of a choice not yet revealed. */
export interface HiddenChoice {
  hidden: true;
}

export type DeathCause = 'wall' | 'crusher' | 'tail' | 'ownTail' | 'headOn';

export interface Death {
  player: PlayerId;
  cause: DeathCause;
  /** Owner of the trail that was hit (gets +2 unless it is the victim). */
  by?: PlayerId;
}

/** One picture of the Grid during resolution, for the board's step-by-step animation. */
export interface Frame {
  caption: string;
  cycles: Record<PlayerId, { head: number | null; tail: number[]; alive: boolean }>;
  flags: Flag[];
  crushers: Crusher[];
}

/** The round being resolved (public: the cards are revealed). */
export interface Resolution {
  revealed: Record<PlayerId, Choice>;
  /** Index into RESOLUTION_ORDER of the next step to run. */
  nextStep: number;
  /** Flags entered this round: captured if the player survives the round. */
  captures: { player: PlayerId; flag: number }[];
  deaths: Death[];
  frames: Frame[];
  /** Played Specials, back to the deck at the end of the round. */
  played: SpecialCard[];
  /**
   * What happened (cuts, crashes, captures, points), in words: told as the round's story, with
   * every card played, once the round is resolved (phases/5-end-of-round.ts).
   */
  events: string[];
}

export interface ScoreEvent {
  round: number;
  player: PlayerId;
  points: number;
  reason: 'capture' | 'kill' | 'death';
}

export interface RoundRecord {
  round: number;
  revealed: Record<PlayerId, Choice>;
  dashTurns: Record<PlayerId, Turn>;
  frames: Frame[];
  /** Who crashed and how, so the board can mark a head-on crash on the Grid (absent in records
   *  saved before it was kept). */
  deaths?: Death[];
}

/** `narration`: the round's story, told in the match log once the round is resolved. */
export interface LightcycleState extends Narrated {
  size: number;
  targetScore: number;
  /** 0 = no limit; otherwise the leader after this many rounds wins (tie: draw). */
  roundLimit: number;
  round: number;
  overDrive: boolean;
  seats: Record<PlayerId, Seat>;
  deck: SpecialCard[];
  flags: Flag[];
  nextFlagId: number;
  crushers: Crusher[];
  /** Random placement order of the setup (the row-card draw). */
  placementOrder: PlayerId[];
  /** Secret cards of the round; null until chosen. */
  choices: Record<PlayerId, Choice | null>;
  /** Secret Dash / Uber-Dash directions, chosen after the Regular moves. */
  dashTurns: Record<PlayerId, Turn | null>;
  resolution: Resolution | null;
  /** Dead players still to choose their facing after respawning, in seat order. */
  respawnQueue: PlayerId[];
  /** Capturers who still have to replace a captured flag. */
  flagsToReplace: PlayerId[];
  lastRound: RoundRecord | null;
  scoreEvents: ScoreEvent[];
}

/** G as one seat sees it: others' hands, the deck and unrevealed choices are hidden. */
export type LightcycleView = Omit<LightcycleState, 'seats' | 'deck' | 'choices' | 'dashTurns'> & {
  seats: Record<PlayerId, Omit<Seat, 'hand'> & { hand: SpecialCard[] | HiddenZone }>;
  deck: HiddenZone;
  choices: Record<PlayerId, Choice | HiddenChoice | null>;
  dashTurns: Record<PlayerId, Turn | HiddenChoice | null>;
};

export type AnyState = LightcycleState | LightcycleView;

/** Seat ids per seats object: a match's seats never change, and the rules ask on every move. */
const seatIdsOf = new WeakMap<object, readonly PlayerId[]>();

export function seatIds(G: { seats: Record<PlayerId, unknown> }): readonly PlayerId[] {
  let ids = seatIdsOf.get(G.seats);
  if (!ids) {
    ids = Object.freeze(Object.keys(G.seats).sort((a, b) => Number(a) - Number(b)));
    seatIdsOf.set(G.seats, ids);
  }
  return ids;
}
