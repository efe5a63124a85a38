/**
 * An AI level as the lobby names it: "Hard · about 1650" when the game's ladder rated it
 * (`meta.levelRatings`, on the players' Glicko-2 scale), just "Hard" when it did not — or when
 * the ladder rated it no higher than a level below it. "Hard" thinks longer than "normal" by
 * design; a figure saying otherwise was measured with the machine too busy to let it (its
 * 800 ms are wall-clock) or on too few games (Mega Man's levels, 25 points apart, swapped
 * places over 40 games a pairing), and would tell a player to expect the wrong thing.
 */
import type { GameMeta } from '@gridplay/core';
import type { Difficulty } from './lobby-api';

/** Ratings are measured to within a few dozen points: the lobby shows them to the nearest 10. */
const SHOWN_TO = 10;

export function levelName(difficulty: Difficulty): string {
  return difficulty[0].toUpperCase() + difficulty.slice(1);
}

const LADDER: readonly Difficulty[] = ['easy', 'normal', 'hard'];

export function levelLabel(meta: Pick<GameMeta, 'levelRatings'>, difficulty: Difficulty): string {
  const levels = meta.levelRatings?.levels;
  const rated = levels?.[difficulty];
  if (!rated) return levelName(difficulty);
  const below = LADDER.slice(0, LADDER.indexOf(difficulty));
  if (below.some((level) => (levels[level]?.rating ?? -Infinity) >= rated.rating))
    return levelName(difficulty);
  return `${levelName(difficulty)} · about ${Math.round(rated.rating / SHOWN_TO) * SHOWN_TO}`;
}
