/**
 * De-Rez: the program and its base leave the Grid, with its cards; its disc in flight lives on.
 * The last program or team standing wins (seed "Winning").
 */
import { narrate } from '@gridplay/core';
import { removeCardsOf } from '../cards';
import type { State } from '../state';

export function derez(G: State, seat: string): void {
  const program = G.programs[seat];
  program.derezzed = true;
  program.prone = false;
  program.held = 0;
  removeCardsOf(G, seat);
  G.derezThisTurn = true;
  narrate(G, `${program.name} is De-Rezzed.`);
  checkLastStanding(G);
}

/** Set the result when one team (or none) is left standing. */
function checkLastStanding(G: State): void {
  if (G.result) return;
  const standing = Object.values(G.programs).filter((p) => !p.derezzed);
  const teams = new Set(standing.map((p) => p.team));
  if (teams.size > 1) return;
  if (teams.size === 0) {
    G.result = { draw: true, standing: [], reason: 'no one left' };
    return;
  }
  const [team] = teams;
  const winners = Object.values(G.programs)
    .filter((p) => p.team === team)
    .map((p) => p.seat);
  G.result =
    G.options.teams > 0 ? { winner: winners[0], winners, team } : { winner: winners[0], winners };
}
