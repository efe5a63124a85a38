/** The bot's own dice: seeded from a string, so a decision replays exactly from its seed. */
import { seededRandom, type Randomness } from '@gridplay/core';

/** FNV-1a: a stable 32-bit number for any seed string. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function botRandom(seed: string | number | undefined): Randomness {
  if (seed === undefined) return seededRandom(Math.floor(Math.random() * 2 ** 32));
  return seededRandom(typeof seed === 'number' ? seed : hashSeed(seed));
}

/** A fresh seed string for boardgame.io's random plugin inside one simulated world. */
export function worldSeed(random: Randomness): string {
  return `bot-${Math.floor(random.Number() * 2 ** 32).toString(36)}`;
}
