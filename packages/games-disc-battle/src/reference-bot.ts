/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): no search, the
 * rules of the rollout policy played steadily (nothing is hidden in this game). Its rules:
 *
 * - reacting: Block, else Catch, else Dodge, else let the disc pass;
 * - Attack a target that is prone or holds no card (it cannot dodge);
 * - stand up when prone; with no card held, hold;
 * - throw straight at an enemy; else recall its disc; else any offered move.
 */
import { scriptedReference } from '@gridplay/core/bots';
import { rollout } from './ai';

export const reference = scriptedReference(rollout);
