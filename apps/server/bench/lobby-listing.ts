/**
 * The lobby listing with a large store (issue 10, item 6): seeds N matches of the fixture game
 * (default 100,000; a tenth unlisted, a third finished) into a fresh SQLite store, then times
 * the listing page the web app asks for, the next page, one match, and /health while listings
 * run. Prints milliseconds (p50/p99 of 30 requests) and the bytes of a page.
 *
 *   npx tsx apps/server/bench/lobby-listing.ts [--matches 100000]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { createMatch } from 'boardgame.io/internal';
import { createGridplayServer } from '../src/app';
import { openMatchStore } from '../src/storage/open-store';
import { fixtureGames } from '../src/testing/fixture-games';

const { values } = parseArgs({ options: { matches: { type: 'string', default: '100000' } } });
const N = Number(values.matches);

const games = await fixtureGames();
const game = games[0].module.game;
const dataDir = mkdtempSync(join(tmpdir(), 'gridplay-listing-'));
const store = await openMatchStore({ dataDir });

const seedStarted = performance.now();
const template = createMatch({
  game: game as never,
  numPlayers: 2,
  setupData: { handSize: 3 },
  unlisted: false,
});
if ('setupDataError' in template) throw new Error(String(template.setupDataError));
const now = Date.now();
for (let i = 0; i < N; i++) {
  const metadata = structuredClone(template.metadata);
  metadata.unlisted = i % 10 === 0;
  if (i % 3 === 0) metadata.gameover = { winner: '0' };
  metadata.players[0] = { id: 0, name: `P${i}`, credentials: `c${i}` };
  metadata.createdAt = metadata.updatedAt = now - (N - i) * 1000;
  await store.createMatchIfNew(`seed${i}`, { initialState: template.initialState, metadata });
}
const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

const server = await createGridplayServer({
  games,
  store,
  dataDir,
  webDist: dataDir,
  origins: [],
  log: pino({ level: 'warn' }),
});
const { port } = await server.start(0);
const url = `http://127.0.0.1:${port}`;

async function timed(path: string): Promise<{ ms: number; bytes: number; json: any }> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return { ms: performance.now() - started, bytes: text.length, json: JSON.parse(text) };
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return `p50 ${at(0.5).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms`;
}

const first = await timed('/games/hidden-hands?isGameover=false');
const cases: [string, string][] = [
  ['first page (web app: isGameover=false)', '/games/hidden-hands?isGameover=false'],
  ['the next page (nextCursor)', `/games/hidden-hands?cursor=${first.json.nextCursor}`],
  [
    'a page half way back (updatedBefore)',
    `/games/hidden-hands?updatedBefore=${now - (N / 2) * 1000}`,
  ],
  ['one match', `/games/hidden-hands/seed${N - 1}`],
];
console.log(
  `${N} matches seeded in ${seedSeconds} s; a page is ${first.bytes} bytes, ${first.json.matches.length} matches`,
);
for (const [name, path] of cases) {
  const samples: number[] = [];
  for (let i = 0; i < 30; i++) samples.push((await timed(path)).ms);
  console.log(`${name.padEnd(42)} ${summary(samples)}`);
}
// /health while 4 clients keep asking for the listing.
let listing = true;
const listers = Array.from({ length: 4 }, async () => {
  while (listing) await timed('/games/hidden-hands?isGameover=false');
});
const health: number[] = [];
for (let i = 0; i < 30; i++) health.push((await timed('/health')).ms);
listing = false;
await Promise.all(listers);
console.log(`${'/health during 4 listing clients'.padEnd(42)} ${summary(health)}`);
await server.stop();
