/**
 * Deck against deck: every pairing of a game's decks (`npm run balance -- <game> --pairings
 * all`), played in rounds — a few games of each pairing, then the next round — so that a run
 * stopped at any moment has covered every pairing about evenly. Each pairing's games are kept in
 * a file of their own (`<out>/<game>-pairings/<deck>~<deck>.json`), rewritten after every round:
 * a run resumes where it stopped, extends to more games with a larger `--games`, and splits over
 * processes with `--shard i/n`; the deck-against-deck report is rebuilt from all the files.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { type GameModule, defaultSetupData, invalidSetupData, type GameMeta } from '@gridplay/core';
import { buildReport, type BalanceReport } from './report';
import { playSpecs, type BalanceOptions } from './run';
import type { GameRecord, GameSpec } from './self-play';

/** The two setup options that choose seat 0's and seat 1's deck, and the decks to pair. */
export interface PairingPlan {
  options: readonly [string, string];
  decks: readonly string[];
}

export interface PairingOptions extends BalanceOptions {
  /** `games` is the games of each pairing; these the decks and the options that choose them. */
  plan: PairingPlan;
  /** This process plays the pairings whose position p has p % of === index - 1. */
  shard: { index: number; of: number };
  /** Games of a pairing in each round (even: the decks swap seats within a round). */
  round: number;
  /** Folder of the pairing files. */
  dir: string;
}

/** What a pairing file holds: how its games were played, and the games. */
interface PairingFile {
  game: string;
  pair: [string, string];
  bot: BalanceOptions['bot'];
  seed: string;
  options: Record<string, unknown[]>;
  maxMoves: number;
  records: GameRecord[];
}

/** Every unordered pairing of distinct decks, in the order the decks are listed (no mirrors). */
export function pairingsOf(decks: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  decks.forEach((a, i) => decks.slice(i + 1).forEach((b) => pairs.push([a, b])));
  return pairs;
}

/** `all` is the game's own list; else decks separated by `|` or `,`, each one the game knows. */
export function choosePlan(module: GameModule, spec: string): PairingPlan {
  const plan = module.balance?.pairings;
  if (!plan) {
    throw new Error(
      `${module.meta.title} names no decks to pair (its module's balance.pairings); --pairings needs them.`,
    );
  }
  if (spec === 'all') return plan;
  const decks = spec.split(/[|,]/).map((deck) => deck.trim());
  const unknown = decks.filter((deck) => !plan.decks.includes(deck));
  if (unknown.length) {
    throw new Error(
      `--pairings: no deck ${unknown.map((d) => `"${d}"`).join(', ')} (decks: ${plan.decks.join(', ')}, or all).`,
    );
  }
  if (new Set(decks).size < 2) throw new Error('--pairings needs at least two different decks.');
  return { options: plan.options, decks };
}

export const pairingFileName = (a: string, b: string) => `${a}~${b}.json`;

/**
 * Games `from` … `from + count - 1` of the pairing: the decks swap seats game by game, and any
 * option given several values is spread over the games (each seat order gets every value).
 */
export function pairingSpecs(
  meta: GameMeta,
  options: PairingOptions,
  [a, b]: [string, string],
  from: number,
  count: number,
): GameSpec[] {
  const [seat0, seat1] = options.plan.options;
  const varied = Object.keys(options.options);
  for (const key of [...varied, seat0, seat1]) {
    if (!meta.setupOptions.some((option) => option.key === key)) {
      throw new Error(`${meta.title} has no option "${key}".`);
    }
  }
  if (varied.includes(seat0) || varied.includes(seat1)) {
    throw new Error(`--pairings chooses ${seat0} and ${seat1} itself; drop those --option flags.`);
  }
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const swapped = index % 2 === 1;
    const chosen: Record<string, unknown> = { [seat0]: swapped ? b : a, [seat1]: swapped ? a : b };
    let rest = Math.floor(index / 2);
    for (const key of varied) {
      const values = options.options[key];
      chosen[key] = values[rest % values.length];
      rest = Math.floor(rest / values.length);
    }
    const setupData = defaultSetupData(meta, chosen as never);
    const problem = invalidSetupData(meta, setupData, 2);
    if (problem) throw new Error(`Cannot play ${meta.title}: ${problem}.`);
    return {
      index,
      seed: `balance-${options.seed}-${a}~${b}-${index}`,
      numPlayers: 2,
      setupData,
      bot: options.bot,
      maxMoves: options.maxMoves,
    };
  });
}

function readPairing(path: string): PairingFile {
  return JSON.parse(readFileSync(path, 'utf8')) as PairingFile;
}

type RunSettings = Pick<PairingFile, 'bot' | 'seed' | 'maxMoves' | 'options'>;

/** Games played otherwise than asked are not the same measurement: which setting differs. */
function mismatch(stored: RunSettings, asked: RunSettings): string | undefined {
  for (const key of ['bot', 'seed', 'maxMoves', 'options'] as const) {
    if (JSON.stringify(stored[key]) !== JSON.stringify(asked[key])) {
      return `${key} ${JSON.stringify(stored[key])}, not ${JSON.stringify(asked[key])}`;
    }
  }
  return undefined;
}

/** Plays this shard's pairings up to `games` each, in rounds, saving each pairing after each round. */
export async function playPairings(
  module: GameModule,
  options: PairingOptions,
  onProgress: (text: string) => void = () => {},
): Promise<void> {
  mkdirSync(options.dir, { recursive: true });
  const mine = pairingsOf(options.plan.decks).filter(
    (_, position) => position % options.shard.of === options.shard.index - 1,
  );
  const stored = mine.map((pair) => {
    const path = join(options.dir, pairingFileName(...pair));
    const fresh: PairingFile = {
      game: module.meta.id,
      pair,
      bot: options.bot,
      seed: options.seed,
      options: options.options,
      maxMoves: options.maxMoves,
      records: [],
    };
    if (!existsSync(path)) return { pair, path, file: fresh };
    const file = readPairing(path);
    const differs = mismatch(file, options);
    if (differs) {
      throw new Error(
        `${path} was played with ${differs}: extend it with its own settings, or use another --out.`,
      );
    }
    return { pair, path, file };
  });
  const target = options.games;
  const total = stored.length * target;
  const played = () => stored.reduce((sum, s) => sum + Math.min(target, s.file.records.length), 0);
  while (stored.some((s) => s.file.records.length < target)) {
    for (const entry of stored) {
      const have = entry.file.records.length;
      if (have >= target) continue;
      const specs = pairingSpecs(
        module.meta,
        options,
        entry.pair,
        have,
        Math.min(options.round, target - have),
      );
      const records = await playSpecs(module, options, specs);
      entry.file.records.push(...records.sort((x, y) => x.index - y.index));
      // Written aside, then renamed over: a run stopped mid-write leaves the last whole file.
      writeFileSync(`${entry.path}.part`, JSON.stringify(entry.file) + '\n');
      renameSync(`${entry.path}.part`, entry.path);
      onProgress(
        `${played()}/${total} games (${entry.pair.join(' vs ')}: ${have + records.length})`,
      );
    }
  }
}

/** The deck-against-deck report from every pairing file in the folder (all shards' games). */
export function pairingsReport(
  meta: GameMeta,
  dir: string,
  plan: PairingPlan,
): { report: BalanceReport; pairings: Array<{ pair: [string, string]; games: number }> } {
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => readPairing(join(dir, name)))
    : [];
  const chosen = files.filter((file) => file.pair.every((deck) => plan.decks.includes(deck)));
  if (chosen.length === 0) throw new Error(`No pairing played yet in ${dir}.`);
  const first = chosen[0];
  const settingsDiffer = chosen.find((file) => mismatch(file, first));
  if (settingsDiffer) {
    throw new Error(
      `${dir} mixes settings (${first.pair.join('~')} and ${settingsDiffer.pair.join('~')}); one folder, one kind of run.`,
    );
  }
  const records = chosen.flatMap((file) => file.records);
  const counts = chosen.map((file) => file.records.length);
  const report = buildReport(
    meta,
    {
      games: records.length,
      bot: first.bot,
      numPlayers: 2,
      options: first.options,
      maxMoves: first.maxMoves,
      seed: first.seed,
      pairings: {
        options: [...plan.options] as [string, string],
        decks: [...plan.decks],
        gamesPerPairing: { min: Math.min(...counts), max: Math.max(...counts) },
        played: chosen.length,
        of: pairingsOf(plan.decks).length,
      },
    },
    records,
  );
  return {
    report,
    pairings: chosen.map((file) => ({ pair: file.pair, games: file.records.length })),
  };
}
