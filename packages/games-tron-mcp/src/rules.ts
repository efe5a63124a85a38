/**
 * Questions the rules ask about a position. They read only public zones and the asking seat's
 * own hand, so they work the same on the full state and on a seat's playerView.
 */
import { oneOfEachDesign, visibleCards } from '@gridplay/core';
import { cardDef, cardName } from './cards';
import { STATUSES, TRON, type AnyState, type Seat, type Status } from './state';

export type PhaseName =
  | 'mulligan'
  | 'dataInput'
  | 'programExecute'
  | 'gameGrid'
  | 'systemEscape'
  | 'userInterface'
  | 'fileTransfer'
  | 'programDelete'
  | 'subRoutine';

export const PHASE_LABEL: Record<PhaseName, string> = {
  mulligan: 'Opening hand',
  dataInput: '1 · Data Input',
  programExecute: '2 · Program Execute',
  gameGrid: '3 · Game Grid',
  systemEscape: '4 · System Escape',
  userInterface: '5 · User Interface',
  fileTransfer: '6 · File Transfer',
  programDelete: '7 · Program Delete',
  subRoutine: '8 · Sub-Routine',
};

/** The status a phase's attack aims at (phases 3–7). */
export const ATTACK_TARGET: Partial<Record<PhaseName, Status>> = {
  gameGrid: 'gameGrid',
  systemEscape: 'rogue',
  userInterface: 'activated',
  fileTransfer: 'mesa',
  programDelete: 'mesa',
};

/** The status card Tron may play in phases 4–6, and the status it moves programs from and to. */
export const STATUS_MOVE: Partial<
  Record<PhaseName, { kind: 'escape' | 'activation' | 'transport'; from: Status; to: Status }>
> = {
  systemEscape: { kind: 'escape', from: 'gameGrid', to: 'rogue' },
  userInterface: { kind: 'activation', from: 'rogue', to: 'activated' },
  fileTransfer: { kind: 'transport', from: 'activated', to: 'mesa' },
};

export const defOf = (card: string) => cardDef(card).id;

export function programsAt(G: AnyState, status: Status): string[] {
  return G.programs.filter((p) => p.status === status).map((p) => p.card);
}

export function programInPlay(G: AnyState, defId: string): boolean {
  return G.programs.some((p) => defOf(p.card) === defId);
}

export const userInPlay = (G: AnyState) => programInPlay(G, 'flynn');

/** The seat's own hand; empty when the state given is another seat's view. */
export const handOf = (G: AnyState, seat: Seat): string[] => visibleCards(G.seats[seat].hand);

export function inHand(G: AnyState, seat: Seat, card: string): boolean {
  return handOf(G, seat).includes(card);
}

/** One card per card design: two copies of a card are the same decision. */
export const oneOfEach = (cards: readonly string[]) => oneOfEachDesign(cards, defOf);

/** What a Skill card adds to a counter: its power, +1 while the Tron program is in play. */
export function skillValue(G: AnyState, card: string): number {
  return (cardDef(card).power ?? 0) + (programInPlay(G, 'tron') ? 1 : 0);
}

/** Why Tron may not use this Skill card in this phase, or undefined. */
export function skillRefusal(G: AnyState, phase: string, card: string): string | undefined {
  const def = cardDef(card);
  if (def.kind !== 'skill') return `${def.name} is not a Skill card.`;
  if (def.needsUser && !userInPlay(G)) return `${def.name} is a U card: it needs Flynn in play.`;
  if (def.onlyIn && def.onlyIn !== phase) {
    return `${def.name} can only be used in the ${PHASE_LABEL[def.onlyIn].replace(/^\d · /, '')} phase.`;
  }
  return undefined;
}

export function playableSkills(G: AnyState, phase: string): string[] {
  return handOf(G, TRON).filter((card) => !skillRefusal(G, phase, card));
}

/** The status a newly downloaded program enters at. */
export function entryStatus(card: string, rogue: boolean): Status {
  if (defOf(card) === 'clu') return 'rogue';
  return rogue ? 'rogue' : 'gameGrid';
}

/** Yori may enter Rogue only while the Tron program is in play at Rogue. */
export function yoriMayEnterRogue(G: AnyState): boolean {
  return G.programs.some((p) => defOf(p.card) === 'tron' && p.status === 'rogue');
}

export const statusIndex = (status: Status) => STATUSES.indexOf(status);

export const names = (cards: readonly string[]) => cards.map(cardName).join(', ');
