import type { HiddenZone } from '@gridplay/core';
import type { Face } from './dice';

/** A bid: "there are at least `quantity` dice showing `face` under all the cups". */
export interface Bid {
  readonly quantity: number;
  readonly face: Face;
  readonly bidder: string;
}

/** The match's setup options (both off by default). */
export interface Options {
  readonly calza: boolean;
  readonly palifico: boolean;
}

/**
 * What a Dudo or a Calza showed: every cup as it was when the call was made, the count, and who
 * lost or regained a die. Public, and kept until the next call.
 */
export interface Reveal {
  readonly round: number;
  readonly call: 'dudo' | 'calza';
  readonly caller: string;
  readonly bid: Bid;
  readonly cups: Record<string, Face[]>;
  /** The round was Palifico (aces were not wild). */
  readonly palifico: boolean;
  /** Dice that counted for the bid's face (aces included when they were wild). */
  readonly counted: number;
  /** Who lost a die, or null when a Calza was right. */
  readonly loser: string | null;
  /** Who regained a die (a right Calza below five dice), or null. */
  readonly gainer: string | null;
}

export interface State {
  readonly options: Options;
  /** Each player's dice this round, under the cup: secret from every other seat. Empty = out. */
  cups: Record<string, Face[]>;
  /** Round number, from 1. A round runs from the roll to the next Dudo or Calza. */
  round: number;
  /** Who opened (bid first in) this round. */
  opener: string;
  /** The bid to beat, or null before the round's first bid. */
  bid: Bid | null;
  /** This round is Palifico: aces are not wild and the face may not change. */
  palifico: boolean;
  /** Players who have had their Palifico round (one each per match). */
  palificoPlayed: string[];
  /** The last Dudo or Calza, public until the next one. */
  lastReveal: Reveal | null;
}

/** What one seat receives: the other cups as their sizes only (the number of dice is public). */
export interface View extends Omit<State, 'cups'> {
  cups: Record<string, Face[] | HiddenZone>;
}
