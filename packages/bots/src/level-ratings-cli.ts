/**
 * `npm run level-ratings -- <game> [--games N] [--seed S] [--resume file]
 *   [--players random,easy,normal,hard] [--pairs a:b,c:d] [--anchor easy=1500] [--max-moves N]
 *   [--minutes N] [--out file]`
 *
 * Plays the ladder (`level-ratings.ts`), rates it (`level-ratings-glicko.ts`) and writes the
 * game package's `src/level-ratings.json` after every complete round, so a run stopped at any
 * time leaves figures behind. `--resume file` keeps every finished game (one JSON line each):
 * run again with the same file and more `--games` to extend the figures.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { type GameModule, type GameMeta, invalidLevelRatings } from '@gridplay/core';
import { discoverGamePackages, findWorkspaceRoot } from '@gridplay/core/discovery';
import {
  adjacentPairings,
  isLadderPlayer,
  playLadder,
  type LadderGame,
  type LadderPlayer,
  type Pairing,
} from './level-ratings';
import { levelRatingsFile } from './level-ratings-file';
import { DEFAULT_ANCHOR, rateLadder, type Anchor } from './level-ratings-glicko';

const USAGE =
  'Usage: npm run level-ratings -- <game> [--games N] [--seed S] [--resume file]\n' +
  '         [--players random,easy,normal,hard] [--pairs a:b,c:d] [--anchor easy=1500]\n' +
  '         [--max-moves N] [--minutes N] [--out file]\n' +
  '  --games: games per pairing (seats alternate); --players: weakest first, each plays the next\n' +
  '  (or name the pairings with --pairs); players: random, reference, easy, normal, hard;\n' +
  '  --resume: keep finished games in this file and skip them when run again;\n' +
  '  --minutes: start no game after N minutes (the figures are written as they stand).';

export const DEFAULT_PLAYERS: readonly LadderPlayer[] = ['random', 'easy', 'normal', 'hard'];

export interface LevelRatingsArgs {
  gameId: string;
  games: number;
  seed: string;
  players: LadderPlayer[];
  /** Explicit pairings (`--pairs`); otherwise each player meets the next in `players`. */
  pairs?: Pairing[];
  anchor: Anchor;
  resume?: string;
  maxMoves?: number;
  /** Start no game after this many minutes. */
  minutes?: number;
  out?: string;
}

function positiveInteger(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a whole number of at least 1, not "${text ?? ''}".`);
  return value;
}

function ladderPlayer(name: string): LadderPlayer {
  if (!isLadderPlayer(name))
    throw new Error(
      `Unknown ladder player "${name}": choose from random, reference, easy, normal, hard.`,
    );
  return name;
}

export function parseLevelRatingsArgs(argv: string[]): LevelRatingsArgs {
  let gameId: string | undefined;
  const args: Omit<LevelRatingsArgs, 'gameId'> = {
    games: 10,
    seed: 'level-ratings',
    players: [...DEFAULT_PLAYERS],
    anchor: { ...DEFAULT_ANCHOR },
  };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    if (!flag.startsWith('--')) {
      if (gameId) throw new Error(`One game at a time ("${gameId}", then "${flag}").`);
      gameId = flag;
      continue;
    }
    const value = argv[++index];
    if (value === undefined) throw new Error(`${flag} needs a value.\n${USAGE}`);
    if (flag === '--games') args.games = positiveInteger('games', value);
    else if (flag === '--max-moves') args.maxMoves = positiveInteger('max-moves', value);
    else if (flag === '--minutes') args.minutes = positiveInteger('minutes', value);
    else if (flag === '--seed') args.seed = value;
    else if (flag === '--resume') args.resume = value;
    else if (flag === '--out') args.out = value;
    else if (flag === '--players') args.players = value.split(',').map(ladderPlayer);
    else if (flag === '--pairs')
      args.pairs = value.split(',').map((pair) => {
        const [first, second, more] = pair.split(':');
        if (second === undefined || more !== undefined || first === second)
          throw new Error(`--pairs takes pairs of two players like easy:normal, not "${pair}".`);
        return { first: ladderPlayer(first), second: ladderPlayer(second) };
      });
    else if (flag === '--anchor') {
      const [player, rating] = value.split('=');
      if (!Number.isFinite(Number(rating)) || rating === '')
        throw new Error(`--anchor takes player=rating like easy=1500, not "${value}".`);
      args.anchor = { player: ladderPlayer(player), rating: Number(rating) };
    } else throw new Error(`Unknown option ${flag}.\n${USAGE}`);
  }
  if (!gameId) throw new Error(`Name a game.\n${USAGE}`);
  const pairings = args.pairs ?? adjacentPairings(args.players);
  if (pairings.length === 0) throw new Error('The ladder needs at least two players.');
  // A resumed run may extend only some pairings; the anchor's games may be in the file.
  const anchored = pairings.some(
    (p) => p.first === args.anchor.player || p.second === args.anchor.player,
  );
  if (!anchored && args.resume === undefined)
    throw new Error(`The anchor "${args.anchor.player}" does not play on this ladder.`);
  return { gameId, ...args };
}

/** The command that reproduces (and, with more games, extends) a run. */
export function commandOf(args: LevelRatingsArgs): string {
  const parts = ['npm run level-ratings --', args.gameId, `--games ${args.games}`];
  if (args.seed !== 'level-ratings') parts.push(`--seed ${args.seed}`);
  if (args.pairs)
    parts.push(`--pairs ${args.pairs.map((p) => `${p.first}:${p.second}`).join(',')}`);
  else if (args.players.join(',') !== DEFAULT_PLAYERS.join(','))
    parts.push(`--players ${args.players.join(',')}`);
  if (args.anchor.player !== DEFAULT_ANCHOR.player || args.anchor.rating !== DEFAULT_ANCHOR.rating)
    parts.push(`--anchor ${args.anchor.player}=${args.anchor.rating}`);
  if (args.maxMoves !== undefined) parts.push(`--max-moves ${args.maxMoves}`);
  return parts.join(' ');
}

/** One line of the resume file: a finished game and the machine's load when it ended. */
interface ResumeLine extends LadderGame {
  gameId: string;
  seed: string;
  load: number;
}

/** The games a resume file holds for this game and seed; refuses a file of another run. */
export function readResume(path: string, gameId: string, seed: string): ResumeLine[] {
  if (!existsSync(path)) return [];
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ResumeLine);
  const other = lines.find((line) => line.gameId !== gameId || line.seed !== seed);
  if (other)
    throw new Error(
      `${path} holds games of ${other.gameId} with seed "${other.seed}", not ${gameId} with seed "${seed}": use another --resume file.`,
    );
  return lines;
}

async function findGame(
  gameId: string,
  root: string,
): Promise<{ module: GameModule; sourceDir: string }> {
  const ids: string[] = [];
  for (const entry of discoverGamePackages(root)) {
    const { meta } = (await import(pathToFileURL(entry.metaPath).href)) as { meta: GameMeta };
    ids.push(meta.id);
    if (meta.id === gameId)
      return {
        module: (await import(pathToFileURL(entry.modulePath).href)).default as GameModule,
        sourceDir: dirname(entry.metaPath),
      };
  }
  throw new Error(`No installed game "${gameId}". Installed: ${ids.join(', ') || 'none'}.`);
}

async function main(): Promise<void> {
  const args = parseLevelRatingsArgs(process.argv.slice(2));
  const { module, sourceDir } = await findGame(args.gameId, findWorkspaceRoot(process.cwd()));
  const out = args.out ?? join(sourceDir, 'level-ratings.json');
  const pairings = args.pairs ?? adjacentPairings(args.players);
  const lines = args.resume ? readResume(args.resume, args.gameId, args.seed) : [];
  const loads = lines.map((line) => line.load);
  const done: LadderGame[] = lines.map(({ first, second, game, score }) => ({
    first,
    second,
    game,
    score,
  }));
  const write = async (games: readonly LadderGame[]) => {
    const file = levelRatingsFile(rateLadder(games, args.anchor), pairings, games, {
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      command: commandOf(args),
      anchor: args.anchor,
      loads,
      cores: cpus().length,
    });
    const problem = invalidLevelRatings(args.gameId, file);
    if (problem) throw new Error(problem);
    // Laid out as the repository's `prettier --check` wants it, so the file commits as written.
    const options = (await prettier.resolveConfig(out)) ?? {};
    writeFileSync(out, await prettier.format(JSON.stringify(file), { ...options, filepath: out }));
    return file;
  };
  const games = [...done];
  const played = new Set<string>();
  const complete = (round: number) =>
    pairings.every((p) =>
      games.some((g) => g.game === round && g.first === p.first && g.second === p.second),
    );
  const all = await playLadder(
    {
      module,
      pairings,
      games: args.games,
      seed: args.seed,
      done,
      maxMoves: args.maxMoves,
      deadline: args.minutes === undefined ? undefined : Date.now() + args.minutes * 60_000,
    },
    async (game) => {
      const load = loadavg()[0];
      loads.push(load);
      games.push(game);
      if (args.resume)
        appendFileSync(
          args.resume,
          `${JSON.stringify({ gameId: args.gameId, seed: args.seed, ...game, load })}\n`,
        );
      process.stderr.write(
        `${game.first} vs ${game.second} #${game.game}: ${game.first} scored ${game.score} (load ${load.toFixed(1)})\n`,
      );
      if (!played.has(String(game.game)) && complete(game.game)) {
        played.add(String(game.game));
        await write(games);
        process.stderr.write(`round ${game.game + 1} complete: ${out} written\n`);
      }
    },
  );
  const file = await write(all);
  console.log(`${module.meta.title}: ${commandOf(args)}`);
  console.log(`${file.measured.anchor}; ${file.measured.load}`);
  for (const [name, rated] of Object.entries(file.players))
    console.log(
      `${name.padEnd(10)} ${String(rated.rating).padStart(5)} ± ${rated.deviation} ` +
        `(95%: ${rated.ci95[0]}–${rated.ci95[1]}, ${rated.games} games)`,
    );
  for (const p of file.pairings)
    console.log(
      `${p.first} vs ${p.second}: ${p.wins} / ${p.draws} / ${p.losses} (W/D/L of ${p.first}, ${p.games} games)`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
