/**
 * `npm run bot-check -- <game> [--games N] [--levels easy,normal] [--vs random,policy,reference]
 *   [--players N] [--iterations N] [--seed S] [--first-game N] [--bot-without-policy]
 *   [--bot-without-inference]`
 *
 * Prints the table of `bot-check.ts`; progress goes to stderr.
 */
import { findWorkspaceRoot, loadInstalledGame } from '@gridplay/core/discovery';
import {
  formatBotCheck,
  isBotCheckOpponent,
  runBotCheck,
  type BotCheckOpponent,
  type BotCheckOptions,
} from './bot-check';
import { DIFFICULTIES, isDifficulty, type Difficulty } from './difficulty';

const USAGE =
  'Usage: npm run bot-check -- <game> [--games N] [--levels easy,normal] [--vs random,policy,reference]\n' +
  '         [--players N] [--iterations N] [--seed S] [--first-game N] [--bot-without-policy]\n' +
  '         [--bot-without-inference]\n' +
  "  --vs reference: the game's scripted player (bot.reference), no search;\n" +
  '  --vs also takes <level>-without-policy: the fair bot at that level without the game policy,\n' +
  '  <level>-without-inference: the fair bot at that level ignoring what the others did, and\n' +
  "  <level>-baseline: the fair bot at that level with the game's bot.baseline (before its last change);\n" +
  '  --bot-without-policy / --bot-without-inference check the levels without it (the opponents keep it);\n' +
  '  --first-game N starts at game N (split a long check over several processes).';

function positiveInteger(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a whole number of at least 1, not "${text ?? ''}".`);
  return value;
}

function wholeNumber(name: string, text: string | undefined): number {
  const value = Number(text);
  if (text === undefined || text === '' || !Number.isInteger(value) || value < 0)
    throw new Error(`--${name} needs a whole number (0 or more), not "${text ?? ''}".`);
  return value;
}

export type BotCheckArgs = Omit<BotCheckOptions, 'module'> & { gameId: string };

export function parseBotCheckArgs(argv: string[]): BotCheckArgs {
  const args: Partial<BotCheckArgs> = {};
  let levels: Difficulty[] = ['easy', 'normal'];
  let opponents: BotCheckOpponent[] = ['random', 'policy'];
  let games = 20;
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    if (!flag.startsWith('--')) {
      if (args.gameId) throw new Error(`One game at a time ("${args.gameId}", then "${flag}").`);
      args.gameId = flag;
      continue;
    }
    if (flag === '--bot-without-policy') {
      args.botWithoutPolicy = true;
      continue;
    }
    if (flag === '--bot-without-inference') {
      args.botWithoutInference = true;
      continue;
    }
    const value = argv[++index];
    if (flag === '--games') games = positiveInteger('games', value);
    else if (flag === '--players') args.numPlayers = positiveInteger('players', value);
    else if (flag === '--iterations') args.iterations = positiveInteger('iterations', value);
    else if (flag === '--seed') args.seed = value;
    else if (flag === '--first-game') args.firstGame = wholeNumber('first-game', value);
    else if (flag === '--levels') {
      const list = (value ?? '').split(',');
      const wrong = list.find((level) => !isDifficulty(level));
      if (wrong !== undefined)
        throw new Error(`Unknown level "${wrong}": choose from ${DIFFICULTIES.join(', ')}.`);
      levels = list as Difficulty[];
    } else if (flag === '--vs') {
      const list = (value ?? '').split(',');
      const wrong = list.find((opponent) => !isBotCheckOpponent(opponent));
      if (wrong !== undefined)
        throw new Error(
          `Unknown opponent "${wrong}": random, policy, reference, <level>-without-policy, <level>-without-inference or <level>-baseline (e.g. hard-baseline).`,
        );
      opponents = list as BotCheckOpponent[];
    } else throw new Error(`Unknown option ${flag}.\n${USAGE}`);
  }
  if (!args.gameId) throw new Error(`Name a game.\n${USAGE}`);
  return { ...args, gameId: args.gameId, levels, opponents, games };
}

async function main(): Promise<void> {
  const { gameId, ...options } = parseBotCheckArgs(process.argv.slice(2));
  const module = await loadInstalledGame(gameId, findWorkspaceRoot(process.cwd()));
  const numPlayers = options.numPlayers ?? Math.max(2, module.meta.minPlayers);
  const rows = await runBotCheck({ module, ...options, numPlayers }, (row) =>
    process.stderr.write(
      `${row.level} vs ${row.opponent}: ${row.games}/${options.games} (W/D/L ${row.wins}/${row.draws}/${row.losses})\n`,
    ),
  );
  process.stderr.write('\n');
  console.log(formatBotCheck(module.meta.title, numPlayers, rows));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
