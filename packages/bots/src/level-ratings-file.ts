/**
 * What `npm run level-ratings` writes to a game package's `src/level-ratings.json`: the levels'
 * ratings as the contract reads them (`contract/level-ratings.ts`, shown in the lobby), with how
 * they were measured, every ladder player's rating and each pairing's results beside them.
 */
import type { LevelRatings } from '@gridplay/core';
import { DIFFICULTIES } from './difficulty';
import type { LadderGame, LadderPlayer, Pairing } from './level-ratings';
import type { Anchor, LadderRating } from './level-ratings-glicko';

export interface PairingResult extends Pairing {
  games: number;
  /** Games `first` won, drew and lost. */
  wins: number;
  draws: number;
  losses: number;
}

export interface LevelRatingsFile extends LevelRatings {
  /** Every ladder player (random and the reference player too), with its 95% interval. */
  players: Record<LadderPlayer, LadderRating>;
  pairings: PairingResult[];
}

export interface Measurement {
  /** When the figures were written (ISO date and time, UTC), after the last game. */
  date: string;
  /** The command that extends these figures (run again with more --games and the same --resume). */
  command: string;
  anchor: Anchor;
  /** The machine's 1-minute load average when each game ended. */
  loads: readonly number[];
  cores: number;
}

const round = (value: number) => Math.round(value);

/**
 * Each pairing's results: the pairings asked for, in their order, then any other pairing the
 * games hold (a resumed run that extends only some pairings still reports them all).
 */
export function pairingResults(
  pairings: readonly Pairing[],
  games: readonly LadderGame[],
): PairingResult[] {
  const all = [...pairings];
  for (const { first, second } of games)
    if (!all.some((p) => p.first === first && p.second === second)) all.push({ first, second });
  return all.map(({ first, second }) => {
    const mine = games.filter((game) => game.first === first && game.second === second);
    return {
      first,
      second,
      games: mine.length,
      wins: mine.filter((game) => game.score === 1).length,
      draws: mine.filter((game) => game.score === 0.5).length,
      losses: mine.filter((game) => game.score === 0).length,
    };
  });
}

/** The machine's load as one line: mean and range of the 1-minute load average. */
export function loadLine(loads: readonly number[], cores: number): string {
  if (loads.length === 0) return 'not recorded';
  const mean = loads.reduce((sum, load) => sum + load, 0) / loads.length;
  const fixed = (value: number) => value.toFixed(1);
  return (
    `1-minute load average ${fixed(mean)} on ${cores} cores ` +
    `(${fixed(Math.min(...loads))}–${fixed(Math.max(...loads))} over ${loads.length} games)`
  );
}

export function levelRatingsFile(
  ratings: Record<LadderPlayer, LadderRating>,
  pairings: readonly Pairing[],
  games: readonly LadderGame[],
  measurement: Measurement,
): LevelRatingsFile {
  const levels: Record<string, { rating: number; deviation: number; games: number }> = {};
  for (const level of DIFFICULTIES) {
    const rated = ratings[level];
    if (rated)
      levels[level] = {
        rating: round(rated.rating),
        deviation: round(rated.deviation),
        games: rated.games,
      };
  }
  const players: Record<LadderPlayer, LadderRating> = {};
  for (const [name, rated] of Object.entries(ratings))
    players[name] = {
      rating: round(rated.rating),
      deviation: round(rated.deviation),
      ci95: [round(rated.ci95[0]), round(rated.ci95[1])],
      games: rated.games,
    };
  const { anchor } = measurement;
  return {
    levels,
    measured: {
      date: measurement.date,
      command: measurement.command,
      anchor:
        `Glicko-2 with the server's τ 0.5, its update repeated over all games to a fixed point ` +
        `(each player from a newcomer's RD 350, one draw added per pairing); placed so that ` +
        `${anchor.player} = ${anchor.rating}`,
      load: loadLine(measurement.loads, measurement.cores),
    },
    players,
    pairings: pairingResults(pairings, games),
  };
}
