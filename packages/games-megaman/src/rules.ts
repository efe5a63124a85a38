/**
 * Reading the table: a NetNavi's live strength, defense and blast, whether a card's
 * requirements are met (power in the gauge, colours among resources, emblems on the NetNavi and
 * resources; RULINGS §5), and why a card may not be played, spent or a blast made now (the
 * `*Refusal` questions the moves, the legal-move list, the bots and the board all ask). Works on
 * the full state and on a seat's view alike.
 */
import { uniquenessViolation } from '@gridplay/core';
import { cardDef, COLOURS, EMBLEMS, KIND_LABEL, type CardDef } from './cards';
import {
  GAUGE_SIZE,
  opponentOf,
  RESOURCE_PLACES,
  RESOURCES_PER_PHASE,
  type AnyState,
  type Seat,
  type Stat,
} from './state';

const size = (zone: unknown) =>
  Array.isArray(zone) ? zone.length : (zone as { size: number }).size;

export const powerOf = (G: AnyState, seat: Seat) => size(G.seats[seat].gauge);
export const gaugeIsFull = (G: AnyState, seat: Seat) => powerOf(G, seat) >= GAUGE_SIZE;

function bonus(G: AnyState, seat: Seat, stat: Stat): number {
  return G.modifiers
    .filter((m) => m.seat === seat && m.stat === stat)
    .reduce((sum, m) => sum + m.amount, 0);
}

export const naviOf = (G: AnyState, seat: Seat) => cardDef(G.seats[seat].navi);

export const strengthOf = (G: AnyState, seat: Seat) =>
  Math.max(0, naviOf(G, seat).strength! + bonus(G, seat, 'strength'));
export const defenseOf = (G: AnyState, seat: Seat) =>
  Math.max(0, naviOf(G, seat).defense! + bonus(G, seat, 'defense'));
/** Cards revealed by a blast: never fewer than one. */
export const blastOf = (G: AnyState, seat: Seat) =>
  Math.max(1, naviOf(G, seat).blast! + bonus(G, seat, 'blast'));

export function colourCount(G: AnyState, seat: Seat, colour: string): number {
  return G.seats[seat].resources.filter((card) => cardDef(card).colour === colour).length;
}

/** Large emblems in play: the NetNavi's and the resources'. */
export function emblemCount(G: AnyState, seat: Seat, emblem: string): number {
  const inPlay = [G.seats[seat].navi, ...G.seats[seat].resources];
  return inPlay.filter((card) => cardDef(card).emblem === emblem).length;
}

export interface RequirementCheck {
  label: string;
  met: boolean;
}

/** Each requirement of a card for this seat, met or not (for the refusal and the table). */
export function requirementChecks(G: AnyState, seat: Seat, def: CardDef): RequirementCheck[] {
  const checks: RequirementCheck[] = [];
  const { power, colours = {}, emblems = {} } = def.needs;
  if (power) checks.push({ label: `${power} power`, met: powerOf(G, seat) >= power });
  for (const colour of COLOURS) {
    const need = colours[colour];
    if (need)
      checks.push({
        label: `${need} ${colour} resource${need > 1 ? 's' : ''}`,
        met: colourCount(G, seat, colour) >= need,
      });
  }
  for (const emblem of EMBLEMS) {
    const need = emblems[emblem];
    if (need)
      checks.push({
        label: `${need} ${emblem} emblem${need > 1 ? 's' : ''}`,
        met: emblemCount(G, seat, emblem) >= need,
      });
  }
  return checks;
}

export function requirementRefusal(G: AnyState, seat: Seat, def: CardDef): string | undefined {
  const unmet = requirementChecks(G, seat, def).filter((check) => !check.met);
  if (unmet.length === 0) return undefined;
  return `${def.name} needs ${unmet.map((c) => c.label).join(' and ')} in play.`;
}

/** Why `card` may not enter play as a resource now (places, uniqueness, the phase limit). */
export function resourceRefusal(G: AnyState, seat: Seat, card: string): string | undefined {
  const def = cardDef(card);
  if (def.kind !== 'resource') return `${def.name} is not a resource.`;
  if (G.resourcesPlayed >= RESOURCES_PER_PHASE)
    return `You have played ${RESOURCES_PER_PHASE} resources this phase already.`;
  const inPlay = G.seats[seat].resources;
  if (inPlay.length >= RESOURCE_PLACES) return `All ${RESOURCE_PLACES} resource places are filled.`;
  const unique = uniquenessViolation(inPlay, card, (c) => cardDef(c).name);
  if (unique) return unique + '.';
  return requirementRefusal(G, seat, def);
}

/** The resources in the seat's hand it could play now (none when the hand is hidden). */
export function playableResources(G: AnyState, seat: Seat): string[] {
  const hand = G.seats[seat].hand;
  return Array.isArray(hand) ? hand.filter((card) => !resourceRefusal(G, seat, card)) : [];
}

const handOf = (G: AnyState, seat: Seat): string[] => {
  const hand = G.seats[seat].hand;
  return Array.isArray(hand) ? hand : [];
};

/** Is `choice` the target or cost the card asks for? */
export function choiceRefusal(
  G: AnyState,
  seat: Seat,
  def: CardDef,
  card: string,
  choice: string | undefined,
): string | undefined {
  switch (def.choice) {
    case undefined:
      return choice === undefined ? undefined : `${def.name} needs no choice.`;
    case 'handCard':
      return choice !== undefined && choice !== card && handOf(G, seat).includes(choice)
        ? undefined
        : `${def.name} needs another card from your hand to discard.`;
    case 'opponentResource':
      return choice !== undefined && G.seats[opponentOf(seat)].resources.includes(choice)
        ? undefined
        : `${def.name} needs one of your opponent's resources in play.`;
    case 'ownResource':
      return choice !== undefined && choice !== card && G.seats[seat].resources.includes(choice)
        ? undefined
        : `${def.name} needs another of your resources in play.`;
  }
}

/** Why the seat may not play `card` from hand as an event / BattleChip now. */
export function playRefusal(
  G: AnyState,
  seat: Seat,
  kind: 'event' | 'chip',
  card: string,
  choice?: string,
): string | undefined {
  if (!handOf(G, seat).includes(card)) return 'You can only play a card from your hand.';
  const def = cardDef(card);
  if (def.kind !== kind) return `${def.name} is not a ${KIND_LABEL[kind]}.`;
  if (kind === 'chip') {
    const mine = G.main.chip[seat];
    if (mine?.canceled)
      return 'Your BattleChip was canceled: no other BattleChip for you this main phase.';
    if (mine) return 'You have played your one BattleChip of this main phase.';
  }
  return (
    requirementRefusal(G, seat, def) ??
    def.usable?.(G, seat, cardDef) ??
    choiceRefusal(G, seat, def, card, choice)
  );
}

/** Why the seat may not spend the resource `card` now. */
export function spendRefusal(
  G: AnyState,
  seat: Seat,
  card: string,
  choice?: string,
): string | undefined {
  if (!G.seats[seat].resources.includes(card))
    return 'You can only spend your own resources in play.';
  const def = cardDef(card);
  if (!def.effect) return `${def.name} has nothing to spend for (no SPEND: in its text).`;
  return def.usable?.(G, seat, cardDef) ?? choiceRefusal(G, seat, def, card, choice);
}

/** Why the seat may not blast now. */
export function blastRefusal(G: AnyState, seat: Seat): string | undefined {
  if (G.activeSeat !== seat) return 'Only the active player may blast, in their own main phase.';
  if (G.main.blast?.canceled)
    return 'Your blast destiny was canceled: no second blast this main phase.';
  if (G.main.blast) return 'You have blasted already this main phase.';
  const need = blastOf(G, seat);
  if (powerOf(G, seat) < need)
    return `Blast ${need} needs ${need} cards in your power gauge (you have ${powerOf(G, seat)}).`;
  return undefined;
}
