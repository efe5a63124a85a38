/**
 * Small card actions shared by the tables, in the glossary's words (the game's verbs are in
 * ../effects; these add where a card's own effect comes from and what it moves).
 */
import { burnPower, modify } from '../effects';
import { opponentOf, type MegaManState, type Seat, type Stat } from '../state';
import type { HappeningKind } from './types';

/**
 * Make the opponent burn `count` powers, each one told as a `burn` for the "whenever" cards
 * (Lightning Rod) — a power that was not there is not burned and not told.
 */
export function burnOpponentPower(
  { G, seat, happen }: { G: MegaManState; seat: Seat; happen: (kind: HappeningKind) => void },
  count = 1,
): void {
  for (let burned = 0; burned < count; burned++) {
    if (burnPower(G, opponentOf(seat))) happen('burn');
  }
}

/** The BattleChip `seat` has in play this main phase (its modifiers carry its id). */
export function chipOf(G: MegaManState, seat: Seat): string {
  return G.main.chip[seat]?.card ?? 'chip';
}

/** A BattleChip's change to a NetNavi: tied to the chip, so canceling the chip removes it. */
export function chipModify(G: MegaManState, seat: Seat, target: Seat, stat: Stat, amount: number) {
  modify(G, target, stat, amount, chipOf(G, seat));
}

/** Discard a chosen card from hand (a cost). */
export function discardFrom(G: MegaManState, seat: Seat, card: string): void {
  const { hand, discard } = G.seats[seat];
  const index = hand.indexOf(card);
  if (index !== -1) discard.push(...hand.splice(index, 1));
}

/** Spend a resource for no effect: to the discard without using its text. */
export function spendForNoEffect(G: MegaManState, seat: Seat, card: string): void {
  const { resources, discard } = G.seats[seat];
  const index = resources.indexOf(card);
  if (index !== -1) discard.push(...resources.splice(index, 1));
}

/** Destroy: a card from play to its owner's discard. */
export function destroy(G: MegaManState, owner: Seat, card: string): void {
  const { resources, discard } = G.seats[owner];
  const index = resources.indexOf(card);
  if (index !== -1) discard.push(...resources.splice(index, 1));
}
