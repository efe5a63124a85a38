/**
 * Ratings for the ladder's players (`level-ratings.ts`) on the players' own scale: the same
 * `glicko2` library and system constant as the server's account ratings
 * (apps/server/src/accounts/glicko-ratings.ts: τ 0.5, a newcomer 1500 ± 350, volatility 0.06).
 *
 * Not game by game, as a player's rating moves: the bots do not learn, and replayed in order a
 * clean sweep (random never beats easy) keeps lifting easy while hard keeps pushing normal down,
 * which squeezed the easy–normal gap of a Liar's Dice ladder to half what their own games said.
 * Instead Glicko-2's update is repeated to a fixed point: each player is rated over one rating
 * period holding all its games, from a newcomer's uncertainty (RD 350) at its current rating,
 * against its opponents at their current ratings and RDs, taking half of each update's step
 * (all players move at once, and full steps can overshoot each other), until no rating moves by
 * 0.01. There the expected scores equal the scores (the maximum-likelihood rating under
 * Glicko-2's model) and the RD is a newcomer's after all those games. Each pairing also counts
 * one drawn game, so a clean sweep gives a finite gap.
 *
 * Glicko-2 measures differences only, so the ladder is placed by one player at a stated rating
 * (the anchor): by default "easy" at 1500, a newcomer's rating.
 */
import glicko2, { type Glicko2Player } from 'glicko2';
import type { LadderGame, LadderPlayer } from './level-ratings';

/** A newcomer on the server: Glicko-2's defaults, as `NEW_PLAYER` in glicko-ratings.ts. */
export const NEWCOMER = { rating: 1500, deviation: 350, volatility: 0.06 } as const;
/** The server's system constant (glicko-ratings.ts). */
const TAU = 0.5;
/** Settled: no rating moved more than this in a sweep. */
const SETTLED = 0.01;
const MOST_SWEEPS = 10_000;
/** The share of each update's step a sweep takes. */
const DAMPING = 0.5;

export interface Anchor {
  player: LadderPlayer;
  rating: number;
}

/** "easy" is meant to be an even match for a newcomer who read the tutorial: it sits at 1500. */
export const DEFAULT_ANCHOR: Anchor = { player: 'easy', rating: NEWCOMER.rating };

export interface LadderRating {
  rating: number;
  deviation: number;
  /** rating ± 1.96 deviations. */
  ci95: [number, number];
  games: number;
}

/** One game as one player saw it: the opponent and what the player scored. */
interface Seen {
  opponent: LadderPlayer;
  score: number;
}

/** Each player's games from its own side, with one drawn game added per pairing. */
function gamesByPlayer(games: readonly LadderGame[]): Map<LadderPlayer, Seen[]> {
  const byPlayer = new Map<LadderPlayer, Seen[]>();
  const add = (player: LadderPlayer, seen: Seen) =>
    byPlayer.set(player, [...(byPlayer.get(player) ?? []), seen]);
  const pairings = new Set<string>();
  for (const { first, second, score } of games) {
    add(first, { opponent: second, score });
    add(second, { opponent: first, score: 1 - score });
    const pairing = `${first}|${second}`;
    if (pairings.has(pairing)) continue;
    pairings.add(pairing);
    add(first, { opponent: second, score: 0.5 });
    add(second, { opponent: first, score: 0.5 });
  }
  return byPlayer;
}

/** One Glicko-2 rating period for `player` holding all its games, from a newcomer's RD. */
function ratedOnce(
  seen: readonly Seen[],
  rating: number,
  current: ReadonlyMap<LadderPlayer, { rating: number; deviation: number }>,
): { rating: number; deviation: number } {
  const system = new glicko2.Glicko2({ tau: TAU });
  const self = system.makePlayer(rating, NEWCOMER.deviation, NEWCOMER.volatility);
  system.updateRatings(
    seen.map(({ opponent, score }): [Glicko2Player, Glicko2Player, number] => {
      const other = current.get(opponent)!;
      return [self, system.makePlayer(other.rating, other.deviation, NEWCOMER.volatility), score];
    }),
  );
  return { rating: self.getRating(), deviation: self.getRd() };
}

export function rateLadder(
  games: readonly LadderGame[],
  anchor: Anchor = DEFAULT_ANCHOR,
): Record<LadderPlayer, LadderRating> {
  const byPlayer = gamesByPlayer(games);
  if (!byPlayer.has(anchor.player))
    throw new Error(
      `The anchor "${anchor.player}" played no game on the ladder (players: ${[...byPlayer.keys()].join(', ')}).`,
    );
  let current = new Map<LadderPlayer, { rating: number; deviation: number }>(
    [...byPlayer.keys()].map((name) => [
      name,
      { rating: anchor.rating, deviation: NEWCOMER.deviation },
    ]),
  );
  let settled = false;
  for (let sweep = 0; sweep < MOST_SWEEPS; sweep++) {
    const next = new Map(
      [...byPlayer].map(([name, seen]) => {
        const from = current.get(name)!.rating;
        const rated = ratedOnce(seen, from, current);
        // Half a step: every player moves at once against the others' old ratings, and full
        // steps can overshoot each other without end (a Mega Man ladder of 97 games did).
        return [name, { ...rated, rating: from + DAMPING * (rated.rating - from) }];
      }),
    );
    // Only differences are measured: hold the anchor in place as the sweeps go.
    const shift = anchor.rating - next.get(anchor.player)!.rating;
    for (const rated of next.values()) rated.rating += shift;
    const moved = Math.max(
      ...[...next].map(([name, rated]) => Math.abs(rated.rating - current.get(name)!.rating)),
    );
    current = next;
    if (moved < SETTLED) {
      settled = true;
      break;
    }
  }
  if (!settled)
    throw new Error(
      `The ladder's ratings did not settle in ${MOST_SWEEPS} sweeps; no figures are written.`,
    );
  const ratings: Record<LadderPlayer, LadderRating> = {};
  for (const [name, { rating, deviation }] of current)
    ratings[name] = {
      rating,
      deviation,
      ci95: [rating - 1.96 * deviation, rating + 1.96 * deviation],
      games: games.filter((game) => game.first === name || game.second === name).length,
    };
  return ratings;
}
