/**
 * boardgame.io's `random` plugin, number for number: the same Alea generator, the same seed
 * handling and the same Shuffle/Die/D6 arithmetic, so a move rolls the dice the real match would
 * roll from the same plugin state.
 *
 * One difference in cost only: boardgame.io rebuilds the generator (hashing the seed three times)
 * for every number; here one generator lives for the whole action and its state is written back
 * once, when the action ends. Alea continued from a copied state draws the same numbers.
 */

/** The plugin's data as boardgame.io stores it in `state.plugins.random.data`. */
export interface RandomData {
  seed: string | number;
  prngstate?: AleaState;
}

export interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

function mash(): (data: unknown) => number {
  let n = 0xefc8249d;
  return (data) => {
    const text = String(data);
    for (let i = 0; i < text.length; i++) {
      n += text.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000;
    }
    return (n >>> 0) * 2.3283064365386963e-10;
  };
}

class Alea implements AleaState {
  c = 1;
  s0: number;
  s1: number;
  s2: number;

  constructor(seed: string | number, state?: AleaState) {
    const hash = mash();
    this.s0 = hash(' ');
    this.s1 = hash(' ');
    this.s2 = hash(' ');
    this.s0 -= hash(seed);
    if (this.s0 < 0) this.s0 += 1;
    this.s1 -= hash(seed);
    if (this.s1 < 0) this.s1 += 1;
    this.s2 -= hash(seed);
    if (this.s2 < 0) this.s2 += 1;
    if (state) {
      this.c = state.c;
      this.s0 = state.s0;
      this.s1 = state.s1;
      this.s2 = state.s2;
    }
  }

  next(): number {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10;
    this.s0 = this.s1;
    this.s1 = this.s2;
    return (this.s2 = t - (this.c = Math.trunc(t)));
  }

  state(): AleaState {
    return { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 };
  }
}

/**
 * The random API handed to moves and hooks. One instance serves every action of a `FastRules`
 * (its functions are made once, not per action): `begin` points it at the action's plugin data,
 * `finish` returns the data after the action.
 */
export class PluginRandom {
  private data: RandomData = { seed: '' };
  private generator: Alea | undefined;
  readonly api: Record<string, unknown>;

  constructor() {
    const random = (): number => {
      // boardgame.io: a generator seeded by `seed` until the first number, then by its state.
      this.generator ??= this.data.prngstate
        ? new Alea('', this.data.prngstate)
        : new Alea(this.data.seed);
      return this.generator.next();
    };
    const die = (spotvalue = 6, diceCount?: number): number | number[] =>
      diceCount === undefined
        ? Math.floor(random() * spotvalue) + 1
        : Array.from({ length: diceCount }).map(() => Math.floor(random() * spotvalue) + 1);
    const fixed = (spotvalue: number) => (diceCount?: number) => die(spotvalue, diceCount);
    this.api = {
      D4: fixed(4),
      D6: fixed(6),
      D8: fixed(8),
      D10: fixed(10),
      D12: fixed(12),
      D20: fixed(20),
      Die: die,
      Number: () => random(),
      Shuffle: <T>(deck: T[]): T[] => {
        const clone = [...deck];
        let sourceIndex = deck.length;
        let destinationIndex = 0;
        const shuffled = Array.from<T>({ length: sourceIndex });
        while (sourceIndex) {
          const randomIndex = Math.trunc(sourceIndex * random());
          shuffled[destinationIndex++] = clone[randomIndex];
          clone[randomIndex] = clone[--sourceIndex];
        }
        return shuffled;
      },
    };
  }

  begin(data: RandomData): void {
    this.data = data;
    this.generator = undefined;
  }

  /** The plugin data after the action: unchanged (same object) when no number was drawn. */
  finish(): RandomData {
    return this.generator ? { ...this.data, prngstate: this.generator.state() } : this.data;
  }
}
