/**
 * Who plays whom in "Play now": two waiting players of one game are paired when their ratings
 * are within both players' windows. A window starts narrow and widens the longer its player has
 * waited, so a strong player meets a close rival at once when one is there, and after a while
 * anyone rather than nobody. Pure functions of the queue and the time.
 */

/** The rating difference a player accepts at once, and how much more each second of waiting. */
export const WINDOW_START = 100;
export const WINDOW_PER_SECOND = 20;

export interface Waiting {
  ticket: string;
  rating: number;
  /** Logged-in players prefer each other: only then is the match rated. */
  account?: string;
  since: number;
}

/** The rating difference `player` accepts after waiting until `now`. */
export function ratingWindow(since: number, now: number): number {
  return WINDOW_START + (WINDOW_PER_SECOND * Math.max(0, now - since)) / 1000;
}

/**
 * The pairs to make now, longest waiting first: each takes, among the players whose window and
 * its own both hold their difference, another logged-in player if it is one, then the closest
 * rating, then the longest waiting. Nobody is in two pairs.
 */
export function pairsToMake(waiting: readonly Waiting[], now: number): Array<[Waiting, Waiting]> {
  const queue = [...waiting].sort((a, b) => a.since - b.since);
  const taken = new Set<string>();
  const pairs: Array<[Waiting, Waiting]> = [];
  for (const player of queue) {
    if (taken.has(player.ticket)) continue;
    const fits = queue.filter((other) => {
      if (other === player || taken.has(other.ticket)) return false;
      const gap = Math.abs(player.rating - other.rating);
      return gap <= ratingWindow(player.since, now) && gap <= ratingWindow(other.since, now);
    });
    const preference = (other: Waiting) => [
      player.account && !other.account ? 1 : 0,
      Math.abs(player.rating - other.rating),
      other.since,
    ];
    fits.sort((a, b) => {
      const [pa, pb] = [preference(a), preference(b)];
      return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
    });
    const opponent = fits[0];
    if (!opponent) continue;
    taken.add(player.ticket).add(opponent.ticket);
    pairs.push([player, opponent]);
  }
  return pairs;
}
