/**
 * The conditions several cards share ("play this only after you blast", "your opponent has a
 * resource in play"): each returns why the card cannot be used now, or undefined. They read
 * public facts and sizes only, so they work on a seat's view as on the full state.
 */
import { opponentOf, type Seat } from '../state';
import type { CardLookup, Colour, ReadonlyState } from './types';

/** `cardDef` is the pool's lookup, for the conditions that read another card. */
export type Condition = (G: ReadonlyState, seat: Seat, cardDef: CardLookup) => string | undefined;

export const size = (zone: unknown) =>
  Array.isArray(zone) ? zone.length : (zone as { size: number }).size;

export const hasPower: Condition = (G, seat) =>
  size(G.seats[seat].gauge) > 0 ? undefined : 'You have no power to burn.';

export const opponentHasPower: Condition = (G, seat) =>
  size(G.seats[opponentOf(seat)].gauge) > 0 ? undefined : 'Your opponent has no power.';

/** Only the active player blasts: a blast this main phase is theirs. */
export const blastOwner = (G: ReadonlyState): Seat | null => (G.main.blast ? G.activeSeat : null);

export const opponentBlastedColour =
  (colour: Colour | null): Condition =>
  (G, seat, cardDef) => {
    const blast = G.main.blast;
    if (!blast?.chosen || seat === blastOwner(G))
      return 'There is no opponent blast destiny to cancel.';
    if (blast.canceled) return 'That blast destiny is already canceled.';
    if (colour && cardDef(blast.chosen).colour !== colour)
      return `The blast destiny is not ${colour}.`;
    return undefined;
  };

export const ownBlastStands: Condition = (G, seat) => {
  const blast = G.main.blast;
  if (!blast?.chosen || blastOwner(G) !== seat) return 'Play this only after you blast.';
  if (blast.canceled) return 'Your blast destiny was canceled.';
  return undefined;
};

/** For the cards that change a blast still to come (blast -1). */
export const notBlastedYet: Condition = (G, seat) =>
  G.main.blast && blastOwner(G) === seat ? 'You have already blasted.' : undefined;

export const opponentChipStands: Condition = (G, seat) => {
  const chip = G.main.chip[opponentOf(seat)];
  if (!chip) return 'Your opponent has played no BattleChip this main phase.';
  if (chip.canceled) return "Your opponent's BattleChip is already canceled.";
  return undefined;
};

export const opponentHasResource: Condition = (G, seat) =>
  G.seats[opponentOf(seat)].resources.length > 0
    ? undefined
    : 'Your opponent has no resource in play.';

export const hasOtherResource: Condition = (G, seat) =>
  G.seats[seat].resources.length > 0 ? undefined : 'You have no resource in play to spend.';

export const canRecharge: Condition = (G, seat) =>
  G.seats[seat].discard.length > 0 ? undefined : 'Your discard pile is empty: nothing to recharge.';

export const both =
  (...checks: Condition[]): Condition =>
  (G, seat, cardDef) => {
    for (const check of checks) {
      const problem = check(G, seat, cardDef);
      if (problem) return problem;
    }
    return undefined;
  };
