/**
 * Questions the rules ask about a position. They read only public zones and the asking seat's
 * own hand, so they work the same on the full state and on a seat's playerView.
 */
import { defIdOf, oneOfEachDesign, visibleCards } from '@gridplay/core';
import { cardDef, cardName, originOf, type CharacterCard } from './cards';
import {
  CONTESTS,
  CONTEST_LABEL,
  CONTEST_WORLD,
  COUNTED_CHARACTERS,
  HUMANS,
  MACHINES,
  type AnyState,
  type ContestKind,
  type Seat,
  type TotalPart,
  type World,
} from './state';

export type PhaseName = 'time' | 'zion' | 'zeroOne' | 'switch' | 'matrix' | 'reality';

export const PHASE_LABEL: Record<PhaseName, string> = {
  time: '1 · Time',
  zion: '2 · Zion',
  zeroOne: '3 · Zero-One',
  switch: '4 · Switch',
  matrix: '5 · Matrix',
  reality: '6 · Reality',
};

export const defOf = defIdOf;

/** The world a character in play is in. */
export function worldOf(G: AnyState, card: string): World {
  const origin = originOf(card);
  if (origin === 'program' || origin === 'agent') return 'matrix';
  if (origin === 'freed') return G.humans.find((h) => h.card === card)?.plugged ? 'matrix' : 'real';
  return 'real';
}

/** A side's characters in play. */
export function charactersOf(G: AnyState, seat: Seat): string[] {
  return seat === HUMANS ? G.humans.map((h) => h.card) : [...G.machines];
}

export function charactersIn(G: AnyState, seat: Seat, world: World): string[] {
  return charactersOf(G, seat).filter((card) => worldOf(G, card) === world);
}

export const humansInMatrix = (G: AnyState) => charactersIn(G, HUMANS, 'matrix');

export const neoInMatrix = (G: AnyState) => humansInMatrix(G).some((c) => defOf(c) === 'neo');

/** Red-pill humans: the only characters a Matrix counter can be put on or taken off. */
export const mayBePlugged = (card: string) => originOf(card) === 'freed';

/** The Humans' characters that may still switch this Switch phase (each at most once). */
export function switchable(G: AnyState): string[] {
  return G.humans.map((h) => h.card).filter((c) => mayBePlugged(c) && !G.switched.includes(c));
}

/** A character's strength in one world: the sum of its modifiers for that world's contests. */
export function strengthIn(card: string, world: World): number {
  const mods = (cardDef(card) as CharacterCard).mods;
  return CONTESTS.filter((k) => CONTEST_WORLD[k] === world).reduce((s, k) => s + (mods[k] ?? 0), 0);
}

/** Whether a character counts at least as much in the Matrix as in the real world. */
export const prefersMatrix = (card: string) =>
  strengthIn(card, 'matrix') >= strengthIn(card, 'real');

export const isRobot = (card: string) => {
  const origin = originOf(card);
  return origin === 'sentinel' || origin === 'exterminator';
};

export const robotsInPlay = (G: AnyState) => G.machines.filter(isRobot);

/** What a character adds to a contest: its modifier, if it is in the right world and active. */
export function modifierOf(G: AnyState, card: string, kind: ContestKind): number {
  if (G.neutralized.includes(card)) return 0;
  if (worldOf(G, card) !== CONTEST_WORLD[kind]) return 0;
  return (cardDef(card) as CharacterCard).mods[kind] ?? 0;
}

/**
 * The characters whose modifiers count in a contest: the side's three highest (project rule, see
 * RULES.md: only so many can be in one fight), in order of play on ties. Zero modifiers are left out.
 */
export function countedCharacters(G: AnyState, seat: Seat, kind: ContestKind): TotalPart[] {
  return charactersOf(G, seat)
    .map((card) => ({ label: cardName(card), value: modifierOf(G, card, kind) }))
    .filter((part) => part.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, COUNTED_CHARACTERS);
}

/**
 * The lines of a side's total in the contest under way: the die, each character's modifier,
 * the Mission's guard (Machines), each Event played. Zero modifiers are left out.
 */
export function totalParts(G: AnyState, seat: Seat): TotalPart[] {
  const contest = G.contest;
  if (!contest) return [];
  const parts: TotalPart[] = [{ label: 'Die', value: contest.dice[seat] }];
  parts.push(...countedCharacters(G, seat, contest.kind));
  if (seat === MACHINES && contest.kind === 'mission' && G.mission && G.mission !== 'basic') {
    const def = cardDef(G.mission);
    if (def.kind === 'mission' && def.guard > 0)
      parts.push({ label: `${def.name} (guarded)`, value: def.guard });
  }
  for (const played of contest.played) {
    if (played.seat === seat) parts.push({ label: cardName(played.card), value: played.bonus });
  }
  return parts;
}

export function totalOf(G: AnyState, seat: Seat): number {
  return totalParts(G, seat).reduce((sum, part) => sum + part.value, 0);
}

/** "Human higher" means strictly higher: ties go to the Machines (RULINGS §4). */
export function leader(G: AnyState): Seat {
  return totalOf(G, HUMANS) > totalOf(G, MACHINES) ? HUMANS : MACHINES;
}

/** The seat's own hand; empty when the state given is another seat's view. */
export const handOf = (G: AnyState, seat: Seat): string[] => visibleCards(G.seats[seat].hand);

/** One card per card design: two copies of a card are the same decision. */
export const oneOfEach = (cards: readonly string[]) => oneOfEachDesign(cards, defOf);

export const contestLabel = (kind: ContestKind) => CONTEST_LABEL[kind];

export const names = (cards: readonly string[]) => cards.map(cardName).join(', ');
