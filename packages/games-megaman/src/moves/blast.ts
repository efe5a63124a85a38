/**
 * Blasting, once in the active player's own main phase: the newest cards of the power gauge are
 * revealed, as many as the NetNavi's blast number; the player chooses one of them (one card:
 * chosen at once) and its destiny number adds to the NetNavi's strength. The revealed cards go to
 * the discard pile.
 */
import { defineMove, type Randomness } from '@gridplay/core';
import { z } from 'zod';
import { cardDef, cardTitle } from '../cards';
import { modify } from '../effects';
import { afterAction } from '../phases/3-main';
import { handOn } from '../phases/flow';
import { blastOf, blastRefusal } from '../rules';
import { resolveAction } from '../triggers';
import { seatLabel, type MegaManState, type Seat } from '../state';
import { notYourDecision } from './common';

export const blast = defineMove<MegaManState>({
  args: z.tuple([]),
  check: (context) =>
    notYourDecision(context, 'main') ?? blastRefusal(context.G, context.playerID as Seat),
  apply: ({ G, playerID, random, events }) => {
    const seat = playerID as Seat;
    const revealed = G.seats[seat].gauge.splice(-blastOf(G, seat));
    G.main.blast = { revealed, chosen: null, canceled: false };
    if (revealed.length === 1) completeBlast(G, seat, revealed[0], random);
    else G.pending = { seat, stage: 'chooseDestiny' };
    handOn(G, events);
  },
  describe: ({ G, playerID }) =>
    `${seatLabel(playerID)} blasts, revealing the newest ${blastOf(G, playerID as Seat)} of their power gauge.`,
});

export const chooseDestiny = defineMove<MegaManState, [string]>({
  args: z.tuple([z.string()]),
  check: (context, card) =>
    notYourDecision(context, 'chooseDestiny') ??
    (context.G.main.blast?.revealed.includes(card)
      ? undefined
      : 'Choose one of the cards your blast revealed.'),
  apply: ({ G, playerID, random, events }, card) => {
    completeBlast(G, playerID as Seat, card, random);
    handOn(G, events);
  },
  describe: ({ playerID }, card) =>
    `${seatLabel(playerID)} chooses blast destiny ${cardDef(card).destiny} (${cardTitle(card)}, ${cardDef(card).colour}).`,
});

/** The chosen card's destiny is the blast's strength; the revealed cards go to the discard. */
function completeBlast(G: MegaManState, seat: Seat, chosen: string, random: Randomness) {
  const blastRecord = G.main.blast!;
  blastRecord.chosen = chosen;
  resolveAction(G, seat, random, (happen) => {
    G.seats[seat].discard.push(...blastRecord.revealed);
    modify(G, seat, 'strength', cardDef(chosen).destiny, 'blast');
    happen('blast');
  });
  afterAction(G, { seat, kind: 'blast', revealed: [...blastRecord.revealed], chosen });
}
