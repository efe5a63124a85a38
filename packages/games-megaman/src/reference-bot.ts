/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): no search, the
 * quick player of `rolloutMove` played steadily on a world dealt from the seat's view (the
 * unseen cards guessed at random, not counted). Its rules, by step:
 *
 * - destiny: the card of highest destiny; discard down: keep BattleChips and high destiny;
 * - resources: play a resource whenever it can;
 * - main phase: blast when it can; else the action whose effect, applied at once, raises its
 *   energy race (`evaluate`) most; pass when none raises it.
 */
import { scriptedReference } from '@gridplay/core/bots';
import { determinize, rolloutMove } from './ai';

export const reference = scriptedReference(rolloutMove, determinize);
