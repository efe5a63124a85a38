/** 5. End of turn: effects created during the turn expire; nothing waits (the next turn begins). */
import { emptyMainPhase, type MegaManState } from '../state';

export function endOfTurn(G: MegaManState): void {
  G.modifiers = [];
  G.main = emptyMainPhase();
  G.resourcesPlayed = 0;
  G.pending = null;
}
