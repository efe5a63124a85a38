/**
 * `npm run balance -- <game> [--games N] [--bot random|reference|easy|normal|hard] [--option k=v …]
 *   [--players N] [--workers N] [--max-moves N] [--seed S] [--out DIR]
 *   [--pairings all|DECK|DECK… [--shard I/N] [--round N]] [--report-only]`
 *
 * Self-play in worker threads with progress on stderr; writes `<out>/<game>.json` (the report and
 * every game's record) and `<out>/<game>.html` (charts). `--option k=v1|v2` spreads the games
 * over several values of an option. `--pairings` plays every pairing of the game's decks,
 * `--games` each (pairings.ts), and writes `<out>/<game>-decks.{json,html,md}`; `--report-only`
 * rebuilds the report from the games already stored, playing none.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { findWorkspaceRoot, loadInstalledGame } from '@gridplay/core/discovery';
import { renderReportHtml } from './html';
import { matchupMarkdown } from './markdown';
import { choosePlan, pairingsReport, playPairings } from './pairings';
import { buildReport, type BalanceReport } from './report';
import { runBalance, type BalanceOptions } from './run';
import { BALANCE_BOTS, type BalanceBot, type GameRecord } from './self-play';

const USAGE =
  'Usage: npm run balance -- <game> [--games N] [--bot random|reference|easy|normal|hard] [--option key=value …]\n' +
  '         [--players N] [--workers N] [--max-moves N] [--seed S] [--out DIR]\n' +
  '         [--pairings all|DECK|DECK… [--shard I/N] [--round N]] [--report-only]';

export interface CliOptions extends BalanceOptions {
  outDir: string;
  /** `all` or decks separated by `|`: play deck against deck (pairings.ts). */
  pairings?: string;
  shard: { index: number; of: number };
  round: number;
  reportOnly: boolean;
}

/** "3" → 3, "true" → true, anything else stays a string. */
function parseValue(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/**
 * Values separated by `|`; `true,false` or `10,15` too, but a comma inside text stays (a deck
 * list names "Rio, Student").
 */
export function parseValues(text: string): unknown[] {
  const values = text.split('|').map(parseValue);
  if (values.length > 1 || !text.includes(',')) return values;
  const pieces = text.split(',').map(parseValue);
  return pieces.every((p) => typeof p !== 'string') ? pieces : values;
}

function parseShard(text: string): CliOptions['shard'] {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const [index, of] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || index < 1 || index > of) {
    throw new Error(`--shard needs I/N with 1 ≤ I ≤ N (e.g. 1/2), not "${text}".`);
  }
  return { index, of };
}

function positiveInteger(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} needs a whole number of at least 1, not "${text ?? ''}".`);
  }
  return value;
}

export function parseBalanceArgs(argv: string[], root: string): CliOptions {
  const options: CliOptions = {
    gameId: '',
    games: 100,
    bot: 'easy',
    options: {},
    maxMoves: 3000,
    seed: '1',
    workers: Math.max(1, Math.min(4, cpus().length)),
    root,
    outDir: join(root, 'docs', 'balance'),
    shard: { index: 1, of: 1 },
    round: 2,
    reportOnly: false,
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
        options.options[pair.slice(0, at)] = parseValues(pair.slice(at + 1));
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
      case '--pairings':
        options.pairings = value();
        break;
      case '--shard':
        options.shard = parseShard(value());
        break;
      case '--round':
        options.round = positiveInteger('round', value());
        break;
      case '--report-only':
        options.reportOnly = true;
        break;
      default:
        if (arg.startsWith('--')) throw new Error(`Unknown flag ${arg}.\n${USAGE}`);
        if (options.gameId) throw new Error(`One game at a time ("${options.gameId}", "${arg}").`);
        options.gameId = arg;
    }
  }
  if (!options.gameId) throw new Error(`Name the game.\n${USAGE}`);
  if (!options.pairings && (options.shard.of > 1 || argv.includes('--round'))) {
    throw new Error('--shard and --round go with --pairings.');
  }
  return options;
}

function writeReport(base: string, data: unknown, report: BalanceReport): void {
  writeFileSync(`${base}.json`, JSON.stringify(data, null, 1) + '\n');
  writeFileSync(`${base}.html`, renderReportHtml(report));
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Deck against deck: play this shard's pairings (unless --report-only), then report them all. */
async function pairingsMain(options: CliOptions): Promise<void> {
  const module = await loadInstalledGame(options.gameId, options.root);
  const plan = choosePlan(module, options.pairings!);
  const dir = join(options.outDir, `${options.gameId}-pairings`);
  if (!options.reportOnly) {
    const started = performance.now();
    await playPairings(module, { ...options, plan, dir }, (text) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stderr.write(`\r${options.gameId}: ${text}, ${options.bot} bot, ${seconds} s   `);
    });
    process.stderr.write('\n');
  }
  const { report, pairings } = pairingsReport(module.meta, dir, plan);
  const base = join(options.outDir, `${options.gameId}-decks`);
  // The games themselves stay in the pairing files (the next run extends them).
  writeReport(base, { report, pairings, records: `${options.gameId}-pairings/` }, report);
  writeFileSync(`${base}.md`, matchupMarkdown(report));
  const { min, max } = report.settings.pairings!.gamesPerPairing;
  console.log(
    `wrote ${base}.json, .html and .md — ${report.totals.games} games, ${min}–${max} a pairing; first player ${pct(report.firstPlayer.rate)}`,
  );
}

/** The report again from the games stored in `<out>/<game>.json`, with today's report code. */
async function reportOnlyMain(options: CliOptions): Promise<void> {
  const base = join(options.outDir, options.gameId);
  if (!existsSync(`${base}.json`)) throw new Error(`No stored games: ${base}.json is missing.`);
  const stored = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as {
    report: BalanceReport;
    records: GameRecord[];
  };
  const module = await loadInstalledGame(options.gameId, options.root);
  const report = buildReport(module.meta, stored.report.settings, stored.records);
  report.generatedAt = stored.report.generatedAt;
  writeReport(base, { report, records: stored.records }, report);
  console.log(`rewrote ${base}.json and ${base}.html from ${stored.records.length} stored games`);
}

export async function main(argv: string[]): Promise<void> {
  const options = parseBalanceArgs(argv, findWorkspaceRoot());
  mkdirSync(options.outDir, { recursive: true });
  if (options.pairings) return pairingsMain(options);
  if (options.reportOnly) return reportOnlyMain(options);
  const started = performance.now();
  const progress = (done: number, total: number) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(
      `\r${options.gameId}: ${done}/${total} games (${options.workers} workers, ${options.bot} bot, ${seconds} s)`,
    );
  };
  const { report, records } = await runBalance(options, progress);
  process.stderr.write('\n');
  const base = join(options.outDir, options.gameId);
  writeReport(base, { report, records }, report);
  const seats = report.seats.map((s) => `${s.name} ${pct(s.rate)}`).join(', ');
  console.log(`wrote ${base}.json and ${base}.html — ${seats}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
