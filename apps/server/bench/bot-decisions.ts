/**
 * "hard" as the server plays it: the bot thread pool (`WorkerBotThinker`) on this machine's cores,
 * one seat deciding alone (its decision searched on every idle thread and merged) and beside it
 * the same pool held to one search per decision (one thread, as before issue 16's root
 * parallelization). Positions: seeded random games of every installed game (core's
 * `search-positions.ts`). Also a lightcycle round with six AI seats deciding at once.
 *
 *   npm run bench:bots -w @gridplay/server [-- --positions 8 --only tron-mcp,lightcycle]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LocalMatch, randomIndex, seededRandom, type GameModule } from '@gridplay/core';
import { loadInstalledGames } from '../src/games/installed-games';
import { WorkerBotThinker } from '../src/match/bot-thinker';
import { searchPositions } from '../../../packages/bots/bench/search-positions';

const { values } = parseArgs({
  options: {
    positions: { type: 'string', default: '8' },
    only: { type: 'string' },
  },
});
const POSITIONS = Number(values.positions);
const only = values.only?.split(',');

const { games } = await loadInstalledGames();
const hosted = games.filter((g) => !only || only.includes(g.module.meta.id));
const paths = new Map(hosted.map((g) => [g.module.meta.id, g.modulePath!] as const));
const threads = Math.min(4, cpus().length);
const pool = new WorkerBotThinker(paths, threads);
const single = new WorkerBotThinker(paths, 1);

interface Figures {
  iterations: number;
  meanMs: number;
  maxMs: number;
}

async function hardDecisions(thinker: WorkerBotThinker, module: GameModule): Promise<Figures> {
  const found = searchPositions(module, {
    count: POSITIONS,
    seedPrefix: 'pos',
    random: seededRandom(2),
    maxDepth: 30,
  });
  const times: number[] = [];
  let iterations = 0;
  for (const { match, seat } of found) {
    const started = performance.now();
    const search = await thinker.search(module, {
      G: match.view(seat),
      ctx: match.ctx,
      seat,
      difficulty: 'hard',
    });
    times.push(performance.now() - started);
    iterations += search.iterations;
  }
  return {
    iterations: Math.round(iterations / times.length),
    meanMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
    maxMs: Math.round(Math.max(...times)),
  };
}

/** Six AI seats choosing their lightcycle cards in the same step: the step's wall time. */
async function sixSeatRound(module: GameModule): Promise<number[]> {
  const rounds: number[] = [];
  for (let r = 0; r < 3; r++) {
    const match = new LocalMatch<any>(module.game, { numPlayers: 6, seed: `six-${r}` });
    // Random moves up to a step where all six choose at once (the cards of a round).
    const random = seededRandom(r);
    while (match.activePlayers().length < 6 && !match.isOver) {
      const [seat] = match.activePlayers();
      const legal = match.legalMoves(seat);
      match.play(seat, legal[randomIndex(random, legal.length)]);
    }
    const seats = match.activePlayers();
    const started = performance.now();
    await Promise.all(
      seats.map((seat) =>
        pool.search(module, {
          G: match.view(seat),
          ctx: match.ctx,
          seat,
          difficulty: 'hard',
          seatsThinking: seats.length,
        }),
      ),
    );
    rounds.push(Math.round(performance.now() - started));
  }
  return rounds;
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} cores; pool of ${threads} threads`,
);
console.log(
  '| game | "hard" iterations per decision, one search | alone on the pool (merged searches) | ratio | decision wall ms mean / max (pool) |',
);
console.log('| --- | ---: | ---: | ---: | --- |');
const results: Array<{ game: string; oneSearch: Figures; alone: Figures }> = [];
for (const { module } of hosted) {
  // The first decisions start the threads and import the game: warm both pools first.
  await hardDecisions(single, module);
  await hardDecisions(pool, module);
  const one = await hardDecisions(single, module);
  const merged = await hardDecisions(pool, module);
  results.push({ game: module.meta.id, oneSearch: one, alone: merged });
  console.log(
    `| ${module.meta.id} | ${one.iterations} | ${merged.iterations} | ${(merged.iterations / one.iterations).toFixed(2)}× | ${merged.meanMs} / ${merged.maxMs} |`,
  );
}
const lightcycle = hosted.find((g) => g.module.meta.id === 'lightcycle');
const sixSeatStepsMs = lightcycle ? await sixSeatRound(lightcycle.module) : undefined;
if (sixSeatStepsMs)
  console.log(
    `lightcycle, six "hard" AI seats choosing at once: ${sixSeatStepsMs.join(', ')} ms a step`,
  );
const out = fileURLToPath(new URL('../../../bench-results/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(
  `${out}bot-decisions.json`,
  JSON.stringify(
    { date: new Date().toISOString(), cores: cpus().length, threads, results, sixSeatStepsMs },
    null,
    2,
  ),
);
console.log(`wrote ${out}bot-decisions.json`);
await Promise.all([pool.close(), single.close()]);
