/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): no search, the
 * greedy rule list of `greedyMove` played steadily on a world dealt from the seat's view (the
 * unseen cards guessed at random, not counted). Its rules, by step:
 *
 * - discard down: lose the card least worth keeping (characters by worth, Neo most; Missions
 *   by points; Events by bonus);
 * - draw: the Humans take Neo when he is neither in play nor in hand; the Machines recall an
 *   Agent when fewer than two characters are in the Matrix and no robot is in play; else the
 *   first draw offered;
 * - bring in every character it can;
 * - switch: plug in a character stronger (or as strong) in the Matrix than in the real world,
 *   Neo only with two others beside him; unplug one that is not; at the exit, unplug;
 * - contest: when behind, the smallest Event that closes the gap alone, else the biggest when
 *   the gap is at most 4; otherwise pass;
 * - casualty: lose its cheapest character (the opponent's: the dearest);
 * - mission: attempt the Mission worth most; scrap: the weakest card.
 */
import { scriptedReference } from '@gridplay/core/bots';
import { determinize, greedyMove } from './ai';

export const reference = scriptedReference(greedyMove, determinize);
