/**
 * What Dudo and Calza share — the end of a round: all cups are lifted and the bid is counted. The reveal is copied into the
 * public record first, before a die is lost or the next round is rolled, so it shows the dice
 * the call was about.
 */
import { seatName, type Randomness } from '@gridplay/core';
import type { Ctx } from 'boardgame.io';
import { diceWords, type Face } from '../dice';
import { meta } from '../meta';
import { seatsIn, selfOrNextIn } from '../rules';
import type { Reveal, State } from '../state';
import { startRound } from './1-roll';

/** Every cup, copied: the reveal must not change when the next round re-rolls them. */
export function liftCups(G: State): Record<string, Face[]> {
  return Object.fromEntries(Object.entries(G.cups).map(([seat, cup]) => [seat, [...cup]]));
}

/** "Player 1: 1 3 3 5 6 · Player 2: 2 4": the reveal in the log, which every seat receives. */
export function cupsInWords(cups: Record<string, readonly Face[]>): string {
  return Object.entries(cups)
    .filter(([, cup]) => cup.length > 0)
    .map(([seat, cup]) => `${seatName(meta, seat)}: ${cup.join(' ')}`)
    .join(' · ');
}

/** "4 fives (aces wild)" */
export const countWords = (count: number, face: Face, wild: boolean) =>
  `${diceWords(count, face)}${wild ? ' (aces wild)' : ''}`;

/** Record the reveal, then roll the next round, opened by `opener` (or the next player in). */
export function closeRound(G: State, ctx: Ctx, reveal: Reveal, opener: string, random: Randomness) {
  G.lastReveal = reveal;
  G.bid = null;
  if (seatsIn(G).length > 1) startRound(G, selfOrNextIn(G, ctx.playOrder, opener), random);
}
