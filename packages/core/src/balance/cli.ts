/**
 * `npm run balance -- <game> [--games N] [--bot random|easy|normal|hard] [--option k=v …]
 *   [--players N] [--workers N] [--max-moves N] [--seed S] [--out DIR]`
 *
 * Self-play in worker threads with progress on stderr; writes `<out>/<game>.json` (the report and
 * every game's record) and `<out>/<game>.html` (charts). `--option k=v1|v2` spreads the games
 * over several values of an option.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { findWorkspaceRoot } from '../discovery';
import { renderReportHtml } from './html';
import { runBalance, type BalanceOptions } from './run';
import { BALANCE_BOTS, type BalanceBot } from './self-play';

const USAGE =
  'Usage: npm run balance -- <game> [--games N] [--bot random|easy|normal|hard] [--option key=value …]\n' +
  '         [--players N] [--workers N] [--max-moves N] [--seed S] [--out DIR]';

/** "3" → 3, "true" → true, anything else stays a string. */
function parseValue(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

function positiveInteger(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} needs a whole number of at least 1, not "${text ?? ''}".`);
  }
  return value;
}

export function parseBalanceArgs(
  argv: string[],
  root: string,
): BalanceOptions & { outDir: string } {
  const options: BalanceOptions & { outDir: string } = {
    gameId: '',
    games: 100,
    bot: 'easy',
    options: {},
    maxMoves: 3000,
    seed: '1',
    workers: Math.max(1, Math.min(4, cpus().length)),
    root,
    outDir: join(root, 'docs', 'balance'),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value.\n${USAGE}`);
      return next;
    };
    switch (arg) {
      case '--games':
        options.games = positiveInteger('games', value());
        break;
      case '--bot': {
        const bot = value();
        if (!BALANCE_BOTS.includes(bot as BalanceBot)) {
          throw new Error(`--bot must be one of ${BALANCE_BOTS.join(', ')}, not "${bot}".`);
        }
        options.bot = bot as BalanceBot;
        break;
      }
      case '--option': {
        const pair = value();
        const at = pair.indexOf('=');
        if (at <= 0) throw new Error(`--option needs key=value, not "${pair}".`);
        const values = pair
          .slice(at + 1)
          .split('|')
          .map(parseValue);
        options.options[pair.slice(0, at)] = values;
        break;
      }
      case '--players':
        options.numPlayers = positiveInteger('players', value());
        break;
      case '--workers':
        options.workers = positiveInteger('workers', value());
        break;
      case '--max-moves':
        options.maxMoves = positiveInteger('max-moves', value());
        break;
      case '--seed':
        options.seed = value();
        break;
      case '--out':
        options.outDir = resolve(value());
        break;
      default:
        if (arg.startsWith('--')) throw new Error(`Unknown flag ${arg}.\n${USAGE}`);
        if (options.gameId) throw new Error(`One game at a time ("${options.gameId}", "${arg}").`);
        options.gameId = arg;
    }
  }
  if (!options.gameId) throw new Error(`Name the game.\n${USAGE}`);
  return options;
}

export async function main(argv: string[]): Promise<void> {
  const options = parseBalanceArgs(argv, findWorkspaceRoot());
  const started = performance.now();
  const progress = (done: number, total: number) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(
      `\r${options.gameId}: ${done}/${total} games (${options.workers} workers, ${options.bot} bot, ${seconds} s)`,
    );
  };
  const { report, records } = await runBalance(options, progress);
  process.stderr.write('\n');
  mkdirSync(options.outDir, { recursive: true });
  const base = join(options.outDir, options.gameId);
  writeFileSync(`${base}.json`, JSON.stringify({ report, records }, null, 1) + '\n');
  writeFileSync(`${base}.html`, renderReportHtml(report));
  const seats = report.seats.map((s) => `${s.name} ${(s.rate * 100).toFixed(1)}%`).join(', ');
  console.log(`wrote ${base}.json and ${base}.html — ${seats}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
