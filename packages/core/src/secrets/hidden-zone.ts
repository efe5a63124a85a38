/**
 * playerView helpers. A hidden zone is replaced by its size, so a seat learns how many cards an
 * opponent holds and nothing else (not even the card ids, which name the card design).
 */
export interface HiddenZone {
  readonly hidden: true;
  readonly size: number;
}

export type Visible<C> = C[] | HiddenZone;

export function hideZone(zone: readonly unknown[]): HiddenZone {
  return { hidden: true, size: zone.length };
}

export function isHidden<C>(zone: Visible<C>): zone is HiddenZone {
  return !Array.isArray(zone);
}

export function zoneSize<C>(zone: Visible<C>): number {
  return isHidden(zone) ? zone.size : zone.length;
}

/** The zone's cards when the viewer sees them, else none (another seat's hand in a view). */
export function visibleCards<C>(zone: Visible<C>): C[] {
  return isHidden(zone) ? [] : zone;
}

/** The spectator's playerID in boardgame.io (null / undefined). */
export function isSpectator(playerID: string | null | undefined): boolean {
  return playerID === null || playerID === undefined;
}

/**
 * Map every seat's record, showing the owner their own record as is and everyone else the
 * `hide` of it. Use for per-player state such as `{ hand, deck }`.
 */
export function viewSeats<S, V>(
  seats: Record<string, S>,
  viewer: string | null | undefined,
  hide: (seat: S, owner: string) => V,
): Record<string, S | V> {
  const out: Record<string, S | V> = {};
  for (const [owner, seat] of Object.entries(seats)) {
    out[owner] = owner === viewer ? seat : hide(seat, owner);
  }
  return out;
}
