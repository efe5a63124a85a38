/** The status line and the game-over line, in player words. */
import type { Ctx, PlayerID } from 'boardgame.io';
import { seatName } from '@gridplay/core';
import { diceWords } from './dice';
import { meta } from './meta';
import type { State, View } from './state';

export function prompt({ G, ctx }: { G: State | View; ctx: Ctx }, playerID: PlayerID | null) {
  if (ctx.gameover !== undefined) return 'The game is over.';
  const palifico = G.palifico ? 'Palifico round — ' : '';
  const bid = G.bid ? diceWords(G.bid.quantity, G.bid.face) : null;
  if (playerID !== ctx.currentPlayer) {
    const who = seatName(meta, ctx.currentPlayer);
    return bid
      ? `${palifico}${who} must raise ${bid} or call Dudo`
      : `${palifico}${who} opens round ${G.round}`;
  }
  if (!bid)
    return G.palifico
      ? `${palifico}open the round: the face you bid stays for the whole round`
      : `Open round ${G.round} with a bid (not on aces)`;
  return `${palifico}Raise ${bid}, or call Dudo${G.options.calza ? ' or Calza' : ''}`;
}

export const outcome = (gameover: unknown) =>
  `${seatName(meta, (gameover as { winner: string }).winner)} is the last with dice and wins`;
