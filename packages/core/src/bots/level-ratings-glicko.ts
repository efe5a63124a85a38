/**
 * Ratings for the ladder's players (`level-ratings.ts`) on the players' own scale: the same
 * `glicko2` library, settings and newcomer start as the server's account ratings
 * (apps/server/src/accounts/glicko-ratings.ts: τ 0.5, 1500 ± 350, volatility 0.06). Each round
 * of the ladder (game n of every pairing) is one rating period, as a player's matches are.
 *
 * Glicko-2 only measures differences, so the ladder is then shifted as a whole to put one
 * player at a stated rating (the anchor): by default "easy" at 1500, a newcomer's rating.
 */
import glicko2, { type Glicko2Player } from 'glicko2';
import type { LadderGame, LadderPlayer } from './level-ratings';

/** A newcomer on the server: Glicko-2's defaults, as `NEW_PLAYER` in glicko-ratings.ts. */
export const NEWCOMER = { rating: 1500, deviation: 350, volatility: 0.06 } as const;
/** The server's system constant (glicko-ratings.ts). */
const TAU = 0.5;

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

export function rateLadder(
  games: readonly LadderGame[],
  anchor: Anchor = DEFAULT_ANCHOR,
): Record<LadderPlayer, LadderRating> {
  const system = new glicko2.Glicko2({ tau: TAU });
  const players = new Map<LadderPlayer, Glicko2Player>();
  const counts = new Map<LadderPlayer, number>();
  const playerOf = (name: LadderPlayer) => {
    let player = players.get(name);
    if (!player) {
      player = system.makePlayer(NEWCOMER.rating, NEWCOMER.deviation, NEWCOMER.volatility);
      players.set(name, player);
    }
    counts.set(name, (counts.get(name) ?? 0) + 1);
    return player;
  };
  const rounds = new Map<number, LadderGame[]>();
  for (const game of games) rounds.set(game.game, [...(rounds.get(game.game) ?? []), game]);
  for (const round of [...rounds.keys()].sort((a, b) => a - b)) {
    const period = rounds
      .get(round)!
      .map((game): [Glicko2Player, Glicko2Player, number] => [
        playerOf(game.first),
        playerOf(game.second),
        game.score,
      ]);
    system.updateRatings(period);
  }
  const anchored = players.get(anchor.player);
  if (!anchored)
    throw new Error(
      `The anchor "${anchor.player}" played no game on the ladder (players: ${[...players.keys()].join(', ')}).`,
    );
  const shift = anchor.rating - anchored.getRating();
  const ratings: Record<LadderPlayer, LadderRating> = {};
  for (const [name, player] of players) {
    const rating = player.getRating() + shift;
    const deviation = player.getRd();
    ratings[name] = {
      rating,
      deviation,
      ci95: [rating - 1.96 * deviation, rating + 1.96 * deviation],
      games: counts.get(name) ?? 0,
    };
  }
  return ratings;
}
