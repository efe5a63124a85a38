/**
 * New Glicko-2 ratings after one finished match, computed by the `glicko2` library (the
 * reference algorithm of glicko.net, mmai/glicko2js). Each seat scores as core's bots score a
 * finished match (1 a win, 0 a loss, ½ a draw), and every pair of rated seats is one game
 * between them: the higher score wins it, equal scores draw (so a two-player match is the usual
 * win, loss or draw, and in a bigger one the winner beats every other seat).
 */
import glicko2 from 'glicko2';
import type { Rating, RatingChange } from './account-store';

/** A new player's rating: Glicko-2's defaults (1500 ± 350, volatility 0.06). */
export const NEW_PLAYER: Rating = { rating: 1500, deviation: 350, volatility: 0.06, games: 0 };

export interface RatedSeat {
  name: string;
  before: Rating;
  /** 1 won, 0 lost, ½ drew. */
  score: number;
}

export function ratingChanges(seats: readonly RatedSeat[]): RatingChange[] {
  const system = new glicko2.Glicko2({ tau: 0.5 });
  const players = seats.map(({ before }) =>
    system.makePlayer(before.rating, before.deviation, before.volatility),
  );
  const games: Array<[(typeof players)[number], (typeof players)[number], number]> = [];
  for (let a = 0; a < seats.length; a++)
    for (let b = a + 1; b < seats.length; b++)
      games.push([players[a], players[b], outcome(seats[a].score, seats[b].score)]);
  system.updateRatings(games);
  return seats.map(({ name, before, score }, index) => ({
    name,
    result: score === 1 ? 'win' : score === 0 ? 'loss' : 'draw',
    before,
    after: {
      rating: players[index].getRating(),
      deviation: players[index].getRd(),
      volatility: players[index].getVol(),
      games: before.games + 1,
    },
  }));
}

/** 1 when the first seat beat the second, 0 when it lost, ½ for a draw. */
function outcome(first: number, second: number): number {
  if (first === second) return 0.5;
  return first > second ? 1 : 0;
}
