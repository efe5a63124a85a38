/**
 * How the round moves on. Each phase's `begin` sets who acts first (or nothing: the phase is
 * skipped); moves call the `after…` functions here to say who acts next. `pending = null` ends
 * the phase (its `endIf`).
 */
import type { Randomness } from '@gridplay/core';
import { cardDef, cardName } from '../cards';
import { derez } from '../effects';
import { ATTACK_TARGET, programsAt, userInPlay, type PhaseName } from '../rules';
import {
  HAND_LIMIT,
  MCP,
  STATUS_LABEL,
  TRON,
  type AnyState,
  type Pending,
  type Seat,
  type TronMcpState,
} from '../state';

export const act = (seat: Seat, stage: Pending['stage']): Pending => ({ seat, stage });

/** Data Input: the MCP, then Tron, discards down to the hand limit. */
export function nextOverHandLimit(G: TronMcpState): Pending | null {
  for (const seat of [MCP, TRON] as const) {
    if (G.seats[seat].hand.length > HAND_LIMIT) return act(seat, 'discardDown');
  }
  return null;
}

/** Phases 4–6, after Tron's status card: the MCP may attack if a program of the status is in play. */
export function offerAttack(G: TronMcpState, phase: PhaseName): Pending | null {
  const target = ATTACK_TARGET[phase];
  return target && programsAt(G, target).length > 0 ? act(MCP, 'attack') : null;
}

/** A Game card window closes on two passes in a row; a Security window when Tron passes. */
const passesToClose = (G: AnyState): number => (cardDef(G.attack!.card).kind === 'game' ? 2 : 1);

export function windowCloses(G: TronMcpState): boolean {
  return G.attack!.passes >= passesToClose(G);
}

/** Whether a pass now closes the counter window (read before the pass, for its log line). */
export function passClosesWindow(G: AnyState): boolean {
  return G.attack !== null && G.attack.passes + 1 >= passesToClose(G);
}

/**
 * How the counter window ends if it closes now, in the log's words: what `resolveAttack` below
 * does, told from the state before it (countered, or what the attack derezzes).
 */
export function attackOutcome(G: AnyState, phase: PhaseName): string {
  const { card, total, power, target } = G.attack!;
  const name = cardName(card);
  if (total >= power) {
    const countered = `Tron counters ${name} with ${total} against power ${power}`;
    return phase === 'programDelete' ? `${countered}: he may erase the MCP` : countered;
  }
  const through = `${name} goes through (${total} against power ${power})`;
  const candidates = programsAt(G, target);
  if (candidates.length === 0)
    return `${through}, but no ${STATUS_LABEL[target]} program is in play`;
  if (candidates.length > 1)
    return `${through}: the MCP chooses a ${STATUS_LABEL[target]} program to derez`;
  return `${through}: ${derezWords(G, candidates[0])}`;
}

/** What becomes of the program the attack derezzes: gone, or saved by Re-Energize if Tron can. */
export function derezWords(G: AnyState, program: string): string {
  return userInPlay(G)
    ? `${cardName(program)} is derezzed unless Tron plays Re-Energize`
    : derezzedWords(program);
}

/** "Ram is derezzed (Tron draws 1)": the derez and what it sets off (see `derez`). */
export function derezzedWords(program: string): string {
  const draws = cardDef(program).effect === 'drawOnDerez' ? ' (Tron draws 1)' : '';
  return `${cardName(program)} is derezzed${draws}`;
}

/** After a commit or a pass inside the counter window. */
export function afterWindowAction(G: TronMcpState, phase: PhaseName, random: Randomness): void {
  const attack = G.attack!;
  if (windowCloses(G)) {
    resolveAttack(G, phase, random);
    return;
  }
  const gameWindow = cardDef(attack.card).kind === 'game';
  const lastWasTron = G.pending?.seat === TRON;
  G.pending = gameWindow && lastWasTron ? act(MCP, 'respond') : act(TRON, 'counter');
}

/** The window has closed: countered, or the MCP chooses a program to derez. */
export function resolveAttack(G: TronMcpState, phase: PhaseName, random: Randomness): void {
  const attack = G.attack!;
  if (attack.total >= attack.power) {
    G.attack = null;
    G.pending = phase === 'programDelete' ? act(TRON, 'erase') : null;
    return;
  }
  const candidates = programsAt(G, attack.target);
  if (candidates.length === 0) {
    G.attack = null;
    G.pending = null;
  } else if (candidates.length === 1) {
    chooseDerezTarget(G, candidates[0], random);
  } else {
    G.pending = act(MCP, 'chooseDerez');
  }
}

/** The program to derez is known; Tron may answer with Re-Energize while Flynn is in play. */
export function chooseDerezTarget(G: TronMcpState, program: string, random: Randomness): void {
  G.attack!.derezTarget = program;
  if (userInPlay(G)) {
    G.pending = act(TRON, 'reEnergize');
  } else {
    finishDerez(G, true, random);
  }
}

export function finishDerez(G: TronMcpState, derezzed: boolean, random: Randomness): void {
  const target = G.attack!.derezTarget;
  if (derezzed && target) derez(G, target, random);
  G.attack = null;
  G.pending = null;
}
