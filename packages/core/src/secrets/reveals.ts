/**
 * Per-player "revealed to" records: an effect that shows cards to one player only (Logic Probe
 * shows the Tron hand to the MCP) writes a reveal addressed to that viewer. playerView keeps a
 * seat's own reveals and drops everyone else's, so nobody else learns what was seen.
 */
export interface Reveal<C> {
  /** Who is allowed to see it. */
  readonly viewer: string;
  /** Why it was shown, e.g. the card that caused it. */
  readonly source: string;
  /** Whose cards they are. */
  readonly owner: string;
  readonly cards: readonly C[];
  /** Optional end of validity, e.g. the round number after which it expires. */
  readonly until?: number;
}

export type Reveals<C> = Reveal<C>[];

export function revealTo<C>(reveals: Reveals<C>, reveal: Reveal<C>): void {
  reveals.push({ ...reveal, cards: [...reveal.cards] });
}

/** The reveals a viewer may see (a spectator sees none). */
export function revealsFor<C>(reveals: Reveals<C>, viewer: string | null | undefined): Reveals<C> {
  if (viewer === null || viewer === undefined) return [];
  return reveals.filter((reveal) => reveal.viewer === viewer);
}

/** Drop reveals whose `until` is before `now`. */
export function expireReveals<C>(reveals: Reveals<C>, now: number): void {
  const kept = reveals.filter((reveal) => reveal.until === undefined || reveal.until >= now);
  reveals.splice(0, reveals.length, ...kept);
}
