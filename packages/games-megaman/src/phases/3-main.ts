/**
 * 3. Main phase: a pass-and-respond loop. The active player has the first opportunity; each
 * opportunity is one action (play an event, spend a resource, play a BattleChip — one per
 * player per main phase —, or blast — the active player only, once) or a pass, and then the
 * opponent has the opportunity. Two passes in a row end the phase.
 */
import type { MainAction } from '../main-action';
import { emptyMainPhase, opponentOf, type MegaManState, type Seat } from '../state';
import { battle } from './4-battle';

export function beginMainPhase(G: MegaManState, seat: Seat): void {
  G.main = emptyMainPhase();
  G.pending = { seat, stage: 'main' };
}

/** After an action: the opponent's opportunity (passes in a row start again). */
export function afterAction(G: MegaManState, action: Exclude<MainAction, { kind: 'pass' }>): void {
  G.main.passes = 0;
  G.main.lastAction = action;
  if (G.loser === null) G.pending = { seat: opponentOf(action.seat), stage: 'main' };
}

/** After a pass: the second pass in a row ends the phase and the battle follows. */
export function afterPass(G: MegaManState, passer: Seat): void {
  G.main.passes++;
  G.main.lastAction = { seat: passer, kind: 'pass' };
  if (G.main.passes >= 2) battle(G, G.activeSeat);
  else G.pending = { seat: opponentOf(passer), stage: 'main' };
}
