/**
 * Option "Calza": instead of bidding, the player to act claims the bid is exactly right. Every
 * cup is lifted and counted as for Dudo. Exact: the claimer regains a die (never above five);
 * otherwise the claimer loses one. Either way the claimer (or the next player still in) opens the
 * next round.
 */
import { defineMove, seatName } from '@gridplay/core';
import { z } from 'zod';
import { DICE_PER_PLAYER, diceWords } from '../dice';
import { meta } from '../meta';
import { acesWild, countBid } from '../rules';
import type { State } from '../state';
import { closeRound, countWords, cupsInWords, liftCups } from './flow';

/** What a Calza by `claimer` does now: regain a die, keep five, or lose one. */
export function calzaResult(G: State, claimer: string): 'regains' | 'keeps' | 'loses' {
  const bid = G.bid!;
  if (countBid(G, bid) !== bid.quantity) return 'loses';
  return G.cups[claimer].length < DICE_PER_PLAYER ? 'regains' : 'keeps';
}

export const calza = defineMove<State, []>({
  args: z.tuple([]),
  check: ({ G }) => {
    if (!G.options.calza) return 'Calza is not played in this match (it is a setup option).';
    return G.bid ? undefined : 'There is no bid to call Calza on yet: open the round with a bid.';
  },
  apply: ({ G, ctx, playerID, random }) => {
    const bid = G.bid!;
    const counted = countBid(G, bid);
    const result = calzaResult(G, playerID);
    const cups = liftCups(G); // before a die is won or lost and before the next roll
    const cup = G.cups[playerID];
    if (result === 'loses') cup.pop();
    if (result === 'regains') cup.push(cup[0]); // a die's face is rolled with the next round
    const { round, palifico } = G;
    const reveal = {
      round,
      palifico,
      call: 'calza',
      caller: playerID,
      bid,
      cups,
      counted,
    } as const;
    const loser = result === 'loses' ? playerID : null;
    const gainer = result === 'regains' ? playerID : null;
    closeRound(G, ctx, { ...reveal, loser, gainer }, playerID, random);
  },
  describe: ({ G, playerID }) => {
    const bid = G.bid!;
    const result = calzaResult(G, playerID);
    const who = seatName(meta, playerID);
    const outcome =
      result === 'loses'
        ? `${who} loses a die${G.cups[playerID].length === 1 ? ' and is out' : ''}`
        : result === 'regains'
          ? `Exact: ${who} regains a die`
          : `Exact: ${who} already has ${DICE_PER_PLAYER} dice`;
    return (
      `${who} calls Calza on ${diceWords(bid.quantity, bid.face)}. ` +
      `${cupsInWords(G.cups)}: ${countWords(countBid(G, bid), bid.face, acesWild(G, bid.face))}. ` +
      `${outcome}.`
    );
  },
});
