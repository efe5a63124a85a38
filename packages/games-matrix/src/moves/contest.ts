/**
 * Inside a roll contest: play one Event naming this contest (its bonus adds to your total, its
 * effect happens at once), or pass (see pass.ts). After either, the contest goes on or closes,
 * and the phase that holds it carries on (`afterContestAction`).
 */
import { defineMove, rollD10, type Randomness, followPendingDecision } from '@gridplay/core';
import { z } from 'zod';
import { cardDef, cardName, type EventCard } from '../cards';
import { discardFromHand, drawCards } from '../effects';
import { rewardWinner } from '../abilities';
import { afterMatrixContest } from '../phases/5-matrix';
import { afterRealityContest } from '../phases/6-reality';
import { closeContest, nextInContest } from '../phases/flow';
import {
  charactersOf,
  contestLabel,
  defOf,
  handOf,
  modifierOf,
  robotsInPlay,
  totalOf,
} from '../rules';
import {
  CONTEST_WORLD,
  HULL,
  SeatName,
  opponentOf,
  type AnyState,
  type MatrixState,
  type Seat,
} from '../state';
import { gameOver } from '../victory';
import { notYourDecision } from './common';

export function eventRefusal(G: AnyState, seat: Seat, card: string): string | undefined {
  if (!handOf(G, seat).includes(card)) return 'That card is not in your hand.';
  const def = cardDef(card);
  if (def.kind !== 'event') return `${def.name} is not an Event card.`;
  const kind = G.contest?.kind;
  if (!kind) return 'No contest is under way.';
  if (def.contest !== kind)
    return `${def.name} names the ${contestLabel(def.contest)} contest; this is ${contestLabel(kind)}.`;
  // Each Event at most once a contest (project rule, RULES.md): every Firewall in hand chained
  // into one Mission would decide it alone, whatever the dice and the characters.
  if (G.contest!.played.some((played) => defOf(played.card) === def.id))
    return `${def.name} has already been played in this ${contestLabel(kind)}: each Event at most once a contest.`;
  return undefined;
}

/** The opposing character a `neutralize` Event silences: the highest modifier here, first in play. */
export function neutralizeTarget(G: AnyState, seat: Seat): string | undefined {
  const kind = G.contest!.kind;
  let best: string | undefined;
  let bestValue = 0;
  for (const card of charactersOf(G, opponentOf(seat))) {
    const value = modifierOf(G, card, kind);
    if (value > bestValue) {
      best = card;
      bestValue = value;
    }
  }
  return best;
}

/** Carry out what the Event does beyond its bonus. */
function resolveEffect(G: MatrixState, seat: Seat, def: EventCard, random: Randomness): void {
  switch (def.effect) {
    case 'neutralize': {
      const target = neutralizeTarget(G, seat);
      if (target) G.neutralized.push(target);
      break;
    }
    case 'emp':
      for (const robot of robotsInPlay(G))
        if (!G.neutralized.includes(robot)) G.neutralized.push(robot);
      break;
    case 'reroll':
      G.contest!.dice[seat] = Math.max(G.contest!.dice[seat], rollD10(random));
      break;
    case 'draw':
      drawCards(G, seat, 1, random);
      break;
    case 'repair':
      G.hull = Math.min(HULL, G.hull + 1);
      break;
    case 'time':
      G.timeCounters += 1;
      break;
    case 'hunt':
      G.matrix.hunter = seat;
      break;
    case undefined:
      break;
  }
}

/** After an Event or a pass inside a contest. */
export function afterContestAction(G: MatrixState, random: Randomness): void {
  if (gameOver(G)) {
    G.contest = null;
    G.pending = null;
    return;
  }
  if (nextInContest(G) === 'open') return;
  const kind = G.contest!.kind;
  const winner = closeContest(G);
  rewardWinner(G, kind, winner, random);
  if (CONTEST_WORLD[kind] === 'matrix') afterMatrixContest(G, kind, winner, random);
  else afterRealityContest(G, kind, winner, random);
  if (gameOver(G)) G.pending = null;
}

export const playEvent = defineMove<MatrixState, [string]>({
  args: z.tuple([z.string()]),
  check: (c, card) => notYourDecision(c, 'contest') ?? eventRefusal(c.G, c.playerID as Seat, card),
  apply: ({ G, playerID, random, events }, card) => {
    const seat = playerID as Seat;
    const def = cardDef(card) as EventCard;
    discardFromHand(G, seat, card);
    G.contest!.played.push({ seat, card, bonus: def.bonus });
    G.contest!.passes = 0;
    resolveEffect(G, seat, def, random);
    afterContestAction(G, random);
    followPendingDecision(G, events);
  },
  describe: ({ G, playerID }, card) => {
    const def = cardDef(card) as EventCard;
    const seat = playerID as Seat;
    const target = def.effect === 'neutralize' && G.contest ? neutralizeTarget(G, seat) : undefined;
    const extra = target ? `, neutralizing ${cardName(target)}` : '';
    const bonus = def.bonus ? ` (+${def.bonus}: ${totalOf(G, seat) + def.bonus})` : '';
    return `${SeatName(playerID)} play ${def.name}${bonus}${extra}`;
  },
});
