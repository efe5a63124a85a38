/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): no search, the
 * rules of the rollout policy played steadily on a world dealt from the seat's view (the others'
 * hidden cards guessed). Its rules:
 *
 * - never drive into a wall, a Crusher, a trail or a head when a safe move exists;
 * - grab a flag (not the one it placed last) when a safe path crosses one;
 * - otherwise take the safe move that leaves the most room ahead (flood fill, capped at 40
 *   cells); with no safe move, any.
 */
import { scriptedReference } from '@gridplay/core/bots';
import { determinize, rollout } from './ai';

export const reference = scriptedReference(rollout, determinize);
