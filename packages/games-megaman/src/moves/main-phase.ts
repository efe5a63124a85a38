/**
 * Main-phase actions, one per opportunity: play an event, spend a resource, play a BattleChip
 * (once per player per main phase), blast (the active player, once), or pass. Each action
 * completes — "whenever" triggers included — before the opponent's opportunity.
 */
import type { CheckContext } from '@gridplay/core';
import { defineToldMove } from '../phases/chronicle';
import { z } from 'zod';
import { cardDef, cardTitle, KIND_LABEL, type CardDef } from '../cards';
import { modify } from '../effects';
import { afterAction, afterPass } from '../phases/main-phase';
import { blastOf, powerOf, requirementProblem } from '../rules';
import { resolveAction } from '../triggers';
import { opponentOf, seatLabel, type AnyState, type MegaManState, type Seat } from '../state';
import { handOn, notYourDecision } from './common';

type Args = [string, string?];
const cardArgs = z.tuple([z.string(), z.string().optional()]) as unknown as z.ZodType<Args>;

const handOf = (G: AnyState, seat: Seat): string[] => {
  const hand = G.seats[seat].hand;
  return Array.isArray(hand) ? hand : [];
};

/** Is `choice` the target or cost the card asks for? */
export function choiceProblem(
  G: AnyState,
  seat: Seat,
  def: CardDef,
  card: string,
  choice: string | undefined,
): string | undefined {
  switch (def.choice) {
    case undefined:
      return choice === undefined ? undefined : `${def.name} needs no choice.`;
    case 'handCard':
      return choice !== undefined && choice !== card && handOf(G, seat).includes(choice)
        ? undefined
        : `${def.name} needs another card from your hand to discard.`;
    case 'opponentResource':
      return choice !== undefined && G.seats[opponentOf(seat)].resources.includes(choice)
        ? undefined
        : `${def.name} needs one of your opponent's resources in play.`;
    case 'ownResource':
      return choice !== undefined && choice !== card && G.seats[seat].resources.includes(choice)
        ? undefined
        : `${def.name} needs another of your resources in play.`;
  }
}

/** Why the seat may not play `card` from hand as an event / BattleChip now. */
export function playProblem(
  G: AnyState,
  seat: Seat,
  kind: 'event' | 'chip',
  card: string,
  choice?: string,
): string | undefined {
  if (!handOf(G, seat).includes(card)) return 'You can only play a card from your hand.';
  const def = cardDef(card);
  if (def.kind !== kind) return `${def.name} is not a ${KIND_LABEL[kind]}.`;
  if (kind === 'chip') {
    const mine = G.main.chip[seat];
    if (mine?.canceled)
      return 'Your BattleChip was canceled: no other BattleChip for you this main phase.';
    if (mine) return 'You have played your one BattleChip of this main phase.';
  }
  return (
    requirementProblem(G, seat, def) ??
    def.usable?.(G, seat) ??
    choiceProblem(G, seat, def, card, choice)
  );
}

/** Why the seat may not spend the resource `card` now. */
export function spendProblem(
  G: AnyState,
  seat: Seat,
  card: string,
  choice?: string,
): string | undefined {
  if (!G.seats[seat].resources.includes(card))
    return 'You can only spend your own resources in play.';
  const def = cardDef(card);
  if (!def.effect) return `${def.name} has nothing to spend for (no SPEND: in its text).`;
  return def.usable?.(G, seat) ?? choiceProblem(G, seat, def, card, choice);
}

/** Why the seat may not blast now. */
export function blastProblem(G: AnyState, seat: Seat): string | undefined {
  if (G.activeSeat !== seat) return 'Only the active player may blast, in their own main phase.';
  if (G.main.blast?.canceled)
    return 'Your blast destiny was canceled: no second blast this main phase.';
  if (G.main.blast) return 'You have blasted already this main phase.';
  const need = blastOf(G, seat);
  if (powerOf(G, seat) < need)
    return `Blast ${need} needs ${need} cards in your power gauge (you have ${powerOf(G, seat)}).`;
  return undefined;
}

const phaseCheck = (context: CheckContext<MegaManState>) => notYourDecision(context, 'main');

function playFromHand(kind: 'event' | 'chip') {
  return defineToldMove<Args>({
    args: cardArgs,
    check: (context, card, choice) =>
      phaseCheck(context) ?? playProblem(context.G, context.playerID as Seat, kind, card, choice),
    apply: ({ G, playerID, random, events }, card, choice) => {
      const seat = playerID as Seat;
      const def = cardDef(card);
      const { hand, discard } = G.seats[seat];
      hand.splice(hand.indexOf(card), 1);
      if (kind === 'chip') G.main.chip[seat] = { card, canceled: false };
      resolveAction(G, seat, random, (happen) => {
        def.effect?.({ G, seat, random, choice, happen });
        discard.push(card);
        happen(kind);
      });
      afterAction(G, seat, actionWords(seat, kind, card, choice));
      handOn(G, events);
    },
    describe: ({ playerID }, card, choice) => actionWords(playerID as Seat, kind, card, choice),
  });
}

function actionWords(seat: Seat, kind: 'event' | 'chip' | 'spend', card: string, choice?: string) {
  const verb =
    kind === 'spend' ? 'spends' : kind === 'chip' ? 'plays the BattleChip' : 'plays the event';
  const target = choice && cardDef(card).choice !== 'handCard' ? ` on ${cardTitle(choice)}` : '';
  const cost =
    choice && cardDef(card).choice === 'handCard' ? `, discarding ${cardTitle(choice)}` : '';
  return `${seatLabel(seat)} ${verb} ${cardTitle(card)}${target}${cost}.`;
}

export const playEvent = playFromHand('event');
export const playChip = playFromHand('chip');

export const spend = defineToldMove<Args>({
  args: cardArgs,
  check: (context, card, choice) =>
    phaseCheck(context) ?? spendProblem(context.G, context.playerID as Seat, card, choice),
  apply: ({ G, playerID, random, events }, card, choice) => {
    const seat = playerID as Seat;
    const def = cardDef(card);
    const { resources, discard } = G.seats[seat];
    resources.splice(resources.indexOf(card), 1);
    resolveAction(G, seat, random, (happen) => {
      def.effect!({ G, seat, random, choice, happen });
      discard.push(card);
      happen('spend');
    });
    afterAction(G, seat, actionWords(seat, 'spend', card, choice));
    handOn(G, events);
  },
  describe: ({ playerID }, card, choice) => actionWords(playerID as Seat, 'spend', card, choice),
});

/** Reveal the newest cards of the gauge, as many as the blast number; one card: chosen at once. */
export const blast = defineToldMove<[]>({
  args: z.tuple([]),
  check: (context) => phaseCheck(context) ?? blastProblem(context.G, context.playerID as Seat),
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

function completeBlast(
  G: MegaManState,
  seat: Seat,
  chosen: string,
  random: Parameters<typeof resolveAction>[2],
) {
  const blastRecord = G.main.blast!;
  blastRecord.chosen = chosen;
  resolveAction(G, seat, random, (happen) => {
    G.seats[seat].discard.push(...blastRecord.revealed);
    modify(G, seat, 'strength', cardDef(chosen).destiny, 'blast');
    happen('blast');
  });
  const shown = blastRecord.revealed.map(cardTitle).join(', ');
  afterAction(
    G,
    seat,
    `${seatLabel(seat)} blasts (${shown}) and takes destiny ${cardDef(chosen).destiny} from ${cardTitle(chosen)} (${cardDef(chosen).colour}).`,
  );
}

export const chooseDestiny = defineToldMove<[string]>({
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

export const pass = defineToldMove<[]>({
  args: z.tuple([]),
  check: phaseCheck,
  apply: ({ G, playerID, events }) => {
    const seat = playerID as Seat;
    const words = `${seatLabel(seat)} passes.`;
    afterPass(G, seat, words);
    handOn(G, events);
  },
  describe: ({ G, playerID }) =>
    G.main.passes >= 1
      ? `${seatLabel(playerID)} passes too: the main phase ends.`
      : `${seatLabel(playerID)} passes.`,
});
