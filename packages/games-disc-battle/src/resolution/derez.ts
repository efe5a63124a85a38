/** De-Rez: the program and its base leave the Grid, with its cards; its disc in flight lives on. */
import { removeCardsOf } from '../deck';
import { checkLastStanding } from '../programs';
import type { State } from '../state';

export function derez(G: State, seat: string): void {
  const program = G.programs[seat];
  program.derezzed = true;
  program.prone = false;
  program.held = 0;
  removeCardsOf(G, seat);
  G.derezThisTurn = true;
  G.resolutionLines.push(`${program.name} is De-Rezzed`);
  checkLastStanding(G);
}
