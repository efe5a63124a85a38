/**
 * Character abilities (the `ability` of a card row in cards.ts). An ability acts while its
 * character is in play, in the world of the contest it names and not neutralized. It is not a
 * modifier, so the three-highest cap never silences it: it is why Agents Thompson and Johnson,
 * Switch, Apoc and Ghost are worth playing beside stronger characters.
 *
 *   hunt   — its side wins a Combat: its side chooses which of the losers' characters dies.
 *   draw   — its side wins the contest named: its side draws a card.
 *   shield — Neo would be killed in a Combat: this character is killed in his place.
 */
import type { Randomness } from '@gridplay/core';
import { cardDef, type Ability } from './cards';
import { drawCards } from './effects';
import { charactersOf, defOf, worldOf } from './rules';
import {
  CONTEST_WORLD,
  HUMANS,
  type AnyState,
  type ContestKind,
  type MatrixState,
  type Seat,
} from './state';

export function abilityOf(card: string): Ability | undefined {
  const def = cardDef(card);
  return def.kind === 'character' ? def.ability : undefined;
}

/** The side's characters whose ability of this kind acts in a contest of `contest`. */
export function acting(
  G: AnyState,
  seat: Seat,
  kind: Ability['kind'],
  contest: ContestKind,
): string[] {
  return charactersOf(G, seat).filter(
    (card) =>
      abilityOf(card)?.kind === kind &&
      worldOf(G, card) === CONTEST_WORLD[contest] &&
      !G.neutralized.includes(card),
  );
}

/**
 * Who chooses the Combat's casualty: the winner with a hunter in the Matrix or a hunting Event
 * played in this Combat (Mr. Anderson), else the loser.
 */
export function casualtyChooser(G: AnyState, winner: Seat, loser: Seat): Seat {
  const hunts = acting(G, winner, 'hunt', 'combat').length > 0 || G.matrix.hunter === winner;
  return hunts ? winner : loser;
}

/** The winner of a contest draws a card for each of its characters whose `draw` names it. */
export function rewardWinner(
  G: MatrixState,
  contest: ContestKind,
  winner: Seat,
  random: Randomness,
): void {
  const drawers = acting(G, winner, 'draw', contest).filter((card) => {
    const ability = abilityOf(card);
    return ability?.kind === 'draw' && ability.on === contest;
  });
  if (drawers.length > 0) drawCards(G, winner, drawers.length, random);
}

/** The character that actually dies when `card` is the Combat's casualty (a shield covers Neo). */
export function combatCasualty(G: AnyState, card: string): string {
  if (defOf(card) !== 'neo') return card;
  const shield = acting(G, HUMANS, 'shield', 'combat').find((c) => c !== card);
  return shield ?? card;
}
