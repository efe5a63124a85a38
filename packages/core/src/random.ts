/**
 * The slice of boardgame.io's `random` plugin that core needs. Every random choice in Gridplay
 * goes through it, so a match replays exactly from its seed.
 */
export interface Randomness {
  Shuffle<T>(deck: T[]): T[];
  Die(spotvalue?: number): number;
  Number(): number;
}

/** A uniformly random index in [0, length). */
export function randomIndex(random: Randomness, length: number): number {
  if (length <= 0) throw new RangeError('randomIndex: empty range');
  return random.Die(length) - 1;
}

/**
 * A seeded `Randomness` outside a match (tests, bots choosing among moves, the conformance
 * suite). mulberry32: tiny and fast; not for anything a player could exploit.
 */
export function seededRandom(seed: number): Randomness {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    Number: next,
    Die: (spotvalue = 6) => 1 + Math.floor(next() * spotvalue),
    Shuffle<T>(deck: T[]): T[] {
      const out = [...deck];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        // 0 <= j <= i < out.length: both reads are cards.
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}
