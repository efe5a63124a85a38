/**
 * Step 3: "Dudo!" — the player to act challenges the last bid. Every cup is lifted and the bid's
 * face is counted, aces included when they are wild. Fewer than bid: the bidder loses a die;
 * otherwise the challenger does. The loser (or, if that took their last die, the next player
 * still in) opens the next round.
 */
import { defineMove, seatName } from '@gridplay/core';
import { z } from 'zod';
import { diceWords } from '../dice';
import { meta } from '../meta';
import { acesWild, countBid } from '../rules';
import type { State } from '../state';
import { closeRound, countWords, cupsInWords, liftCups } from './flow';

/** Who loses a die when `G.bid` is challenged now. */
export function dudoLoser(G: State, challenger: string): string {
  const bid = G.bid!;
  return countBid(G, bid) < bid.quantity ? bid.bidder : challenger;
}

export const dudo = defineMove<State, []>({
  args: z.tuple([]),
  check: ({ G }) =>
    G.bid ? undefined : 'There is no bid to challenge yet: open the round with a bid.',
  apply: ({ G, ctx, playerID, random }) => {
    const bid = G.bid!;
    const counted = countBid(G, bid);
    const loser = dudoLoser(G, playerID);
    const cups = liftCups(G); // before the loser's die goes and before the next roll
    G.cups[loser].pop();
    const { round, palifico } = G;
    const reveal = { round, palifico, call: 'dudo', caller: playerID, bid, cups, counted } as const;
    closeRound(G, ctx, { ...reveal, loser, gainer: null }, loser, random);
  },
  describe: ({ G, playerID }) => {
    const bid = G.bid!;
    const loser = dudoLoser(G, playerID);
    const out = G.cups[loser].length === 1 ? ` and is out` : '';
    return (
      `${seatName(meta, playerID)} calls Dudo on ${diceWords(bid.quantity, bid.face)}. ` +
      `${cupsInWords(G.cups)}: ${countWords(countBid(G, bid), bid.face, acesWild(G, bid.face))}. ` +
      `${seatName(meta, loser)} loses a die${out}.`
    );
  },
});
