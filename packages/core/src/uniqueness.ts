/**
 * Uniqueness: "only one card of this name in play per player". A card game passes the cards a
 * player has in play and a way to name them.
 */
export function hasNameInPlay<C>(
  inPlay: readonly C[],
  name: string,
  nameOf: (card: C) => string,
): boolean {
  return inPlay.some((card) => nameOf(card) === name);
}

/** Why `card` may not enter play (a message for the player), or undefined when it may. */
export function uniquenessViolation<C>(
  inPlay: readonly C[],
  card: C,
  nameOf: (card: C) => string,
): string | undefined {
  const name = nameOf(card);
  return hasNameInPlay(inPlay, name, nameOf)
    ? `Uniqueness rule: ${name} is already in play (only one of each name at a time)`
    : undefined;
}

/** True when no two cards in play share a name. */
export function allUnique<C>(inPlay: readonly C[], nameOf: (card: C) => string): boolean {
  return new Set(inPlay.map(nameOf)).size === inPlay.length;
}
