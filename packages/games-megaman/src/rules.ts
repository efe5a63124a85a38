/**
 * Reading the table: a NetNavi's live strength, defense and blast, and whether a card's
 * requirements are met (power in the gauge, colours among resources, emblems on the NetNavi and
 * resources; RULINGS §5). Works on the full state and on a seat's view alike.
 */
import { uniquenessViolation } from '@gridplay/core';
import { cardDef, COLOURS, EMBLEMS, type CardDef } from './cards';
import {
  GAUGE_SIZE,
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

export function requirementProblem(G: AnyState, seat: Seat, def: CardDef): string | undefined {
  const unmet = requirementChecks(G, seat, def).filter((check) => !check.met);
  if (unmet.length === 0) return undefined;
  return `${def.name} needs ${unmet.map((c) => c.label).join(' and ')} in play.`;
}

/** Why `card` may not enter play as a resource now (places, uniqueness, the phase limit). */
export function resourceProblem(G: AnyState, seat: Seat, card: string): string | undefined {
  const def = cardDef(card);
  if (def.kind !== 'resource') return `${def.name} is not a resource.`;
  if (G.resourcesPlayed >= RESOURCES_PER_PHASE)
    return `You have played ${RESOURCES_PER_PHASE} resources this phase already.`;
  const inPlay = G.seats[seat].resources;
  if (inPlay.length >= RESOURCE_PLACES) return `All ${RESOURCE_PLACES} resource places are filled.`;
  const unique = uniquenessViolation(inPlay, card, (c) => cardDef(c).name);
  if (unique) return unique + '.';
  return requirementProblem(G, seat, def);
}
