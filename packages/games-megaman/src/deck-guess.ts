/**
 * The unseen cards a bot deals itself for a custom deck list, which no view holds as card ids
 * (RULINGS §5: the list is its owner's secret; its owner's view names only the designs).
 *
 * For an opponent's custom list the guess is any legal deck: every card of the pool (NetNavis
 * aside) equally likely, at most 4 copies of a design counting those already seen. The shipped
 * deck of the same NetNavi (each has a preconstructed one) would be a sharper guess, but a
 * player who wrote their own list chose not to play it.
 */
import type { Randomness } from '@gridplay/core';
import { CARDS, defOf } from './cards';
import { MAX_COPIES } from './decks';
import type { Seat } from './state';

const POOL = CARDS.filter((card) => card.kind !== 'navi').map((card) => card.id);

/** `count` cards of `owner` the rules allow beside the `seen` ones (discard, play, reveals). */
export function guessUnseenCards(
  owner: Seat,
  seen: readonly string[],
  count: number,
  random: Randomness,
): string[] {
  const copies = new Map<string, number>();
  for (const card of seen) copies.set(defOf(card), (copies.get(defOf(card)) ?? 0) + 1);
  const room: string[] = [];
  for (const design of POOL)
    for (let n = copies.get(design) ?? 0; n < MAX_COPIES; n++) room.push(design);
  return newInstances(owner, random.Shuffle(room).slice(0, count), seen);
}

/** A seat's own custom list, given as designs: the cards of it that are not `seen`, shuffled. */
export function unseenOfDesigns(
  owner: Seat,
  designs: readonly string[],
  seen: readonly string[],
  random: Randomness,
): string[] {
  const left = [...designs];
  for (const card of seen) {
    const at = left.indexOf(defOf(card));
    if (at !== -1) left.splice(at, 1);
  }
  return newInstances(owner, random.Shuffle(left), seen);
}

/** Card instances of these designs, numbered above any seen one so no id is shared. */
function newInstances(owner: Seat, designs: readonly string[], seen: readonly string[]): string[] {
  const above = Math.max(MAX_COPIES, ...seen.map((card) => Number(card.split('#')[1]) || 0));
  const next = new Map<string, number>();
  return designs.map((design) => {
    const copy = (next.get(design) ?? above) + 1;
    next.set(design, copy);
    return `p${owner}:${design}#${copy}`;
  });
}
