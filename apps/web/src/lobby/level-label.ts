/**
 * An AI level as the lobby names it: "Hard · about 1650" when the game's ladder rated it
 * (`meta.levelRatings`, on the players' Glicko-2 scale), just "Hard" when it did not.
 */
import type { GameMeta } from '@gridplay/core';
import type { Difficulty } from './lobby-api';

/** Ratings are measured to within a few dozen points: the lobby shows them to the nearest 10. */
const SHOWN_TO = 10;

export function levelName(difficulty: Difficulty): string {
  return difficulty[0].toUpperCase() + difficulty.slice(1);
}

export function levelLabel(meta: Pick<GameMeta, 'levelRatings'>, difficulty: Difficulty): string {
  const rated = meta.levelRatings?.levels[difficulty];
  if (!rated) return levelName(difficulty);
  return `${levelName(difficulty)} · about ${Math.round(rated.rating / SHOWN_TO) * SHOWN_TO}`;
}
