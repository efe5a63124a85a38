/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): no search, the
 * greedy rule list of `greedyMove` played steadily on a world dealt from the seat's view (the
 * unseen cards guessed at random, not counted). Its rules, by step:
 *
 * - mulligan: always take it; discard down: keep Control cards (the MCP), Programs and status
 *   cards (Tron), discard the rest first;
 * - counter: commit the first set of Skill cards whose value covers the attack, else pass;
 * - attack: with the most powerful card it may attack with, else pass;
 * - choose the program to derez: Tron, then Flynn, Yori, Clu, Ram;
 * - Sub-Routine: search for what furthers its plan (Tron: a Program, Escape, Activation or
 *   Transport; the MCP: Control), else any other Sub-Routine, else pass;
 * - otherwise the first available of: download Control, download a Program, play a status card,
 *   Disorient, Re-energize, Erase; else pass.
 */
import { scriptedReference } from '@gridplay/core/bots';
import { determinize, greedyMove } from './ai';

export const reference = scriptedReference(greedyMove, determinize);
