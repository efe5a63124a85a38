/**
 * Fair-bot benchmark (issue 7). For each installed game, and for the core yardsticks
 * (Tic-tac-toe, Goofspiel):
 *   - simulation moves per second, boardgame.io's reducer vs core's fast path on the same random
 *     games, with the ratio (issue 16),
 *   - fair-bot search iterations per second and "hard" decision times, on the fast path and on the
 *     reducer (the bot before issue 16),
 *   - the fair bot's score against RandomBot, against boardgame.io's stock MCTSBot (which is
 *     handed the full state, PRNG included), and against the same fair bot searching on the reducer
 *     (`OldFairBot`: "hard" before the fast path) at equal time per decision, seats alternating,
 *     with 95% Wilson intervals (a draw counts half).
 * Prints a table and writes bench-results/bots.json at the repository root.
 *
 *   npx tsx packages/bots/bench/bots.ts [--quick] [--games=100] [--ms=100] [--only=id,id] [--no-yardsticks]
 *     [--opponents=RandomBot,MCTSBot,OldFairBot|none] [--max-moves=3000] [--playout-depth=N] [--label=name]
 *     [--iterations=auto | --iterations=<fair>,<old>] [--old-engine=reducer|fast] [--first-game=0]
 *     [--skip-speed] [--out=file.json]
 *
 * --iterations makes the matches independent of machine load: each side gets a fixed number of
 * search iterations per decision instead of --ms. `auto` gives each engine the iterations it
 * reaches in --ms of CPU time (a quiet core), from the iterations per CPU second measured for
 * that engine in this same run.
 *
 * --old-engine=fast (with --iterations only) runs OldFairBot's search on the fast path at its
 * fixed iteration count: the same decisions as on the reducer — the search is deterministic given
 * its seed and iteration count, and the fast path is the same game (same states, same dice; see
 * fast-path/differential.test.ts and bench/old-hard-on-fast-path.ts) — for about a tenth of the
 * CPU. --first-game starts the game numbering (seeds and seats) later, so a long matchup can be
 * split over several processes and the tallies added.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The reducer as the production server and web build run it (boardgame.io skips its dev logging).
process.env.NODE_ENV ??= 'production';

const { RandomBot } = await import('boardgame.io/ai');
const { loadGameModules, findWorkspaceRoot } = await import('@gridplay/core/discovery');
const { LocalMatch } = await import('@gridplay/core');
const { seededRandom, randomIndex } = await import('@gridplay/core');
const { searchPositions, numPlayersFor, setupFor } = await import('./search-positions');
const { FairBot, searchDecision } = await import('../src/index');
const { simulationSpeed } = await import('./simulation-speed');
const { playMatch, fairBotPlayer, stockBotPlayer } = await import('../src/arena');
const { ticTacToe } = await import('@gridplay/core/testing');
const { goofspiel } = await import('@gridplay/core/testing');
const { TimedMCTSBot } = await import('./bots-timed-mcts');
const { scoreOf, percent } = await import('./bots-stats');

type GameModule = import('@gridplay/core').GameModule;
type Tally = import('./bots-stats').Tally;

function flag(name: string): string | undefined {
  const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (!found) return undefined;
  return found.includes('=') ? found.slice(found.indexOf('=') + 1) : 'true';
}

const quick = flag('quick') !== undefined;
const gamesPerMatchup = Number(flag('games') ?? (quick ? 20 : 100));
const msPerDecision = Number(flag('ms') ?? (quick ? 50 : 100));
const only = flag('only')?.split(',');
const withYardsticks = flag('no-yardsticks') === undefined;
const maxMoves = Number(flag('max-moves') ?? 3000);
const playoutDepth =
  flag('playout-depth') === undefined ? undefined : Number(flag('playout-depth'));
/** Figures from a non-default playout depth are kept beside the default ones. */
const suffix =
  (playoutDepth === undefined ? '' : `@playoutDepth${playoutDepth}`) +
  (flag('label') ? `@${flag('label')}` : '');
type Opponent = 'RandomBot' | 'MCTSBot' | 'OldFairBot';
/** Search settings of the fair bot only (its opponents keep the defaults): for trying them out. */
const fairPlayoutDepth =
  flag('fair-playout-depth') === undefined ? playoutDepth : Number(flag('fair-playout-depth'));
const fairExploration =
  flag('fair-exploration') === undefined ? undefined : Number(flag('fair-exploration'));
/** Independent searches merged per decision (what the apps' pools do on several cores). */
const fairSearches = Number(flag('fair-searches') ?? 1);
/** `--opponents=none`: speed figures only, no matches. */
const opponents = (flag('opponents') ?? 'RandomBot,MCTSBot')
  .split(',')
  .filter((name) => name !== '' && name !== 'none') as Opponent[];
const iterationsFlag = flag('iterations');
const skipSpeed = flag('skip-speed') !== undefined;
const oldEngine = (flag('old-engine') ?? 'reducer') as 'reducer' | 'fast';
if (oldEngine !== 'reducer' && oldEngine !== 'fast')
  throw new Error(`--old-engine wants "reducer" or "fast", not "${oldEngine}".`);
if (oldEngine === 'fast' && !iterationsFlag)
  throw new Error(
    '--old-engine=fast needs --iterations: at equal time the old bot would get more iterations.',
  );
const firstGame = Number(flag('first-game') ?? 0);

const round = (x: number) => Math.round(x * 10) / 10;

/**
 * "hard" decisions (its real budget) on positions taken from random playouts: iterations per
 * second, and the wall time of the whole decision (playerView to answer) against the 1 s promise.
 * `engine: 'reducer'` is "hard" as it was before the fast path.
 */
function searchSpeed(module: GameModule, positions: number, engine: 'fast' | 'reducer' = 'fast') {
  warmUp(module, engine);
  let iterations = 0;
  let searchMs = 0;
  let searchCpuMs = 0;
  const decisionMs: number[] = [];
  const found = searchPositions(module, {
    count: positions,
    seedPrefix: 'pos',
    random: seededRandom(2),
    maxDepth: 30,
  });
  for (const { match, seat, index: p } of found) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = searchDecision({
      module,
      G: match.view(seat),
      ctx: match.ctx,
      seat,
      difficulty: 'hard',
      seed: p,
      playoutDepth,
      engine,
    });
    decisionMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    searchCpuMs += (used.user + used.system) / 1000;
    iterations += result.iterations;
    searchMs += result.elapsedMs;
  }
  decisionMs.sort((a, b) => a - b);
  return {
    iterationsPerSecond: Math.round((iterations / Math.max(searchMs, 1)) * 1000),
    /** Iterations per second of this process's CPU time: what a quiet core would reach. */
    iterationsPerCpuSecond: Math.round((iterations / Math.max(searchCpuMs, 1)) * 1000),
    hardIterationsPerDecision: Math.round(iterations / Math.max(1, decisionMs.length)),
    hardDecisionMs: {
      mean: round(decisionMs.reduce((a, b) => a + b, 0) / Math.max(1, decisionMs.length)),
      max: round(decisionMs.at(-1) ?? 0),
    },
    positions: decisionMs.length,
  };
}

/**
 * A few untimed searches first, so the figures are not the JIT's warm-up: on a loaded machine a
 * decision gets little CPU in its 800 ms, and the cold first ones weighed on the average.
 */
function warmUp(module: GameModule, engine: 'fast' | 'reducer'): void {
  const match = new LocalMatch(module.game, {
    numPlayers: numPlayersFor(module),
    seed: 'warm-up',
    setupData: setupFor(module),
  });
  const random = seededRandom(1);
  for (let i = 0; i < 12 && !match.isOver; i++) {
    const seat = match.activePlayers()[0];
    const legal = match.legalMoves(seat);
    if (legal.length === 0) break;
    if (legal.length > 1)
      searchDecision({
        module,
        G: match.view(seat),
        ctx: match.ctx,
        seat,
        difficulty: 'hard',
        seed: i,
        budget: { iterations: engine === 'fast' ? 300 : 30, timeMs: Infinity },
        playoutDepth,
        engine,
      });
    match.play(seat, legal[randomIndex(random, legal.length)]);
  }
}

interface MatchupReport extends Tally {
  opponent: string;
  score: number;
  ci95: [number, number];
  fairMsPerDecision: number;
  opponentMsPerDecision: number;
  fairIterationsPerDecision?: number;
  opponentIterationsPerDecision?: number;
  averageMoves: number;
  errors: string[];
}

/** Per-decision budgets of the two sides: --ms of wall time, or fixed iteration counts. */
interface MatchBudgets {
  fair: import('../src/difficulty').SearchBudget;
  old: import('../src/difficulty').SearchBudget;
}

const timeBudget = { timeMs: msPerDecision, iterations: Number.MAX_SAFE_INTEGER };

async function matchup(
  module: GameModule,
  opponent: Opponent,
  budgets: MatchBudgets,
  progress: (partial: MatchupReport) => void,
): Promise<MatchupReport> {
  const tally: Tally = { games: 0, wins: 0, draws: 0, losses: 0, unfinished: 0 };
  const time = {
    fair: 0,
    fairDecisions: 0,
    other: 0,
    otherDecisions: 0,
    fairIterations: 0,
    otherIterations: 0,
  };
  const errors: string[] = [];
  let moves = 0;
  const numPlayers = numPlayersFor(module);
  for (let g = firstGame; g < firstGame + gamesPerMatchup; g++) {
    const fairSeat = String(g % numPlayers);
    const fair = new FairBot({
      module,
      seed: `fair-${g}`,
      budget: budgets.fair,
      playoutDepth: fairPlayoutDepth,
      exploration: fairExploration,
      searches: fairSearches,
    });
    const fairPlay = fairBotPlayer(fair);
    const players: Record<string, import('../src/arena').ArenaPlayer> = {};
    const others: any[] = [];
    for (let s = 0; s < numPlayers; s++) {
      const seat = String(s);
      if (seat === fairSeat) {
        players[seat] = async (state, id) => {
          const choice = await fairPlay(state, id);
          time.fairIterations += fair.lastSearch?.iterations ?? 0;
          return choice;
        };
        continue;
      }
      if (opponent === 'OldFairBot') {
        const old = new FairBot({
          module,
          seed: `old-${g}-${s}`,
          budget: budgets.old,
          playoutDepth,
          engine: oldEngine,
        });
        const playOld = fairBotPlayer(old);
        players[seat] = async (state, id) => {
          const choice = await playOld(state, id);
          time.otherIterations += old.lastSearch?.iterations ?? 0;
          return choice;
        };
        continue;
      }
      const bot =
        opponent === 'RandomBot'
          ? new RandomBot({
              enumerate: module.game.ai.enumerate as never,
              seed: `random-${g}-${s}`,
            })
          : new TimedMCTSBot(module.game, `mcts-${g}-${s}`, msPerDecision);
      others.push(bot);
      const play = stockBotPlayer(bot);
      players[seat] = async (state, id) => {
        const choice = await play(state, id);
        if (bot instanceof TimedMCTSBot) time.otherIterations += bot.lastIterations;
        return choice;
      };
    }
    try {
      const result = await playMatch(module, players, {
        numPlayers,
        seed: `bench-${opponent}-${g}`,
        setupData: setupFor(module),
        maxMoves,
      });
      tally.games++;
      moves += result.moves;
      for (const [seat, ms] of Object.entries(result.thinkingMs)) {
        if (seat === fairSeat) {
          time.fair += ms;
          time.fairDecisions += result.decisions[seat];
        } else {
          time.other += ms;
          time.otherDecisions += result.decisions[seat];
        }
      }
      const over = result.gameover as { winner?: string; draw?: boolean } | undefined;
      if (over === undefined) tally.unfinished++;
      if (over?.winner === fairSeat) tally.wins++;
      else if (over === undefined || over.draw || over.winner === undefined) tally.draws++;
      else tally.losses++;
    } catch (error) {
      errors.push(`game ${g}: ${(error as Error).message}`);
      if (errors.length >= 3) break;
    }
    // After every game: a long run stopped early still leaves its figures, on screen and on file.
    const { rate, ci95 } = scoreOf(tally);
    console.log(
      `  ${module.meta.id} vs ${opponent}: ${tally.games}/${gamesPerMatchup} games, score ${percent(rate)}` +
        ` [${percent(ci95[0])}, ${percent(ci95[1])}] (W${tally.wins} D${tally.draws} L${tally.losses})`,
    );
    progress(report());
  }
  return report();

  function report(): MatchupReport {
    const { rate, ci95 } = scoreOf(tally);
    return {
      opponent,
      ...tally,
      score: rate,
      ci95,
      fairMsPerDecision: round(time.fair / Math.max(1, time.fairDecisions)),
      opponentMsPerDecision: round(time.other / Math.max(1, time.otherDecisions)),
      fairIterationsPerDecision: Math.round(time.fairIterations / Math.max(1, time.fairDecisions)),
      opponentIterationsPerDecision:
        opponent !== 'RandomBot'
          ? Math.round(time.otherIterations / Math.max(1, time.otherDecisions))
          : undefined,
      averageMoves: round(moves / Math.max(1, tally.games)),
      errors,
    };
  }
}

/**
 * The two sides' budgets: --ms of wall time, or with --iterations fixed counts (`auto`: what
 * each engine reaches in --ms of CPU time, from its measured iterations per CPU second).
 */
function matchBudgets(fairPerCpuSecond: number, oldPerCpuSecond: number): MatchBudgets {
  if (!iterationsFlag) return { fair: timeBudget, old: timeBudget };
  const [fair, old] =
    iterationsFlag === 'auto'
      ? [fairPerCpuSecond, oldPerCpuSecond].map((rate) =>
          Math.max(1, Math.round((rate * msPerDecision) / 1000)),
        )
      : iterationsFlag.split(',').map(Number);
  if (!(fair > 0 && old > 0))
    throw new Error(
      `--iterations wants "auto" or two counts "<fair>,<old>", not "${iterationsFlag}".`,
    );
  return {
    fair: { timeMs: Infinity, iterations: fair },
    old: { timeMs: Infinity, iterations: old },
  };
}

const root = findWorkspaceRoot(new URL('.', import.meta.url).pathname);
const installed = await loadGameModules(root).catch((error: Error) => {
  console.error(`Could not load the installed games: ${error.message}`);
  return [] as GameModule[];
});
const out = join(root, 'bench-results');
const file = flag('out') ?? join(out, quick ? 'bots-quick.json' : 'bots.json');

/**
 * Merge rows into the results file: a run of some games (--only) or some opponents (--opponents)
 * updates just those figures. Also called every 10 games, so a long run leaves partial figures.
 */
function save(rows: Record<string, unknown>[]): void {
  mkdirSync(dirname(file), { recursive: true });
  const previous = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')).results as { game: string }[])
    : [];
  const merged = new Map(previous.map((row) => [row.game, row as Record<string, unknown>]));
  for (const row of rows)
    merged.set(row.game as string, { ...merged.get(row.game as string), ...row });
  writeFileSync(
    file,
    JSON.stringify(
      {
        nodeEnv: process.env.NODE_ENV,
        targets: { vsRandomBot: 0.95, vsMCTSBot: 0.5 },
        results: [...merged.values()],
      },
      null,
      2,
    ) + '\n',
  );
}

const modules = [...installed, ...(withYardsticks ? [ticTacToe, goofspiel] : [])].filter(
  (module) => !only || only.includes(module.meta.id),
);

console.log(
  `Fair bot benchmark: ${gamesPerMatchup} games per matchup, ${msPerDecision} ms per decision, NODE_ENV=${process.env.NODE_ENV}`,
);
for (const module of modules) {
  const yardstick = !installed.includes(module);
  console.log(`\n${module.meta.id}${yardstick ? ' (core yardstick)' : ''}`);
  try {
    const row: Record<string, unknown> = {
      game: module.meta.id,
      yardstick,
      numPlayers: numPlayersFor(module),
    };
    if (!skipSpeed) {
      const speed = simulationSpeed(module, {
        seconds: quick ? 2 : 6,
        numPlayers: numPlayersFor(module),
        setupData: setupFor(module),
        maxMoves,
      });
      console.log(
        `  simulation: reducer ${speed.reducerMovesPerCpuSecond} moves/CPU-s, fast path ${speed.fastMovesPerCpuSecond} moves/CPU-s,` +
          ` ratio ${speed.ratio}× by CPU time (wall: ${speed.reducerMovesPerSecond} vs ${speed.fastMovesPerSecond} moves/s,` +
          ` ${speed.wallRatio}×; same ${speed.moves} moves of ${speed.games} random games)`,
      );
      Object.assign(row, {
        reducerMovesPerSecond: speed.reducerMovesPerSecond,
        fastPathMovesPerSecond: speed.fastMovesPerSecond,
        reducerMovesPerCpuSecond: speed.reducerMovesPerCpuSecond,
        fastPathMovesPerCpuSecond: speed.fastMovesPerCpuSecond,
        fastPathRatio: speed.ratio,
        fastPathWallRatio: speed.wallRatio,
      });
    }
    const search = searchSpeed(module, quick ? 3 : 8);
    const before = searchSpeed(module, quick ? 3 : 8, 'reducer');
    for (const [label, s] of [
      ['"hard" (fast path)', search],
      ['"hard" on the reducer (before)', before],
    ] as const) {
      console.log(
        `  ${label}: ${s.iterationsPerCpuSecond} iterations/CPU-s (${s.iterationsPerSecond}/s wall);` +
          ` decision mean ${s.hardDecisionMs.mean} ms, max ${s.hardDecisionMs.max} ms, ${s.hardIterationsPerDecision} iterations`,
      );
    }
    Object.assign(row, {
      [`searchIterationsPerSecondOnReducer${suffix}`]: before.iterationsPerSecond,
      [`searchIterationsPerCpuSecondOnReducer${suffix}`]: before.iterationsPerCpuSecond,
      [`hardDecisionOnReducer${suffix}`]: {
        meanMs: before.hardDecisionMs.mean,
        maxMs: before.hardDecisionMs.max,
        iterations: before.hardIterationsPerDecision,
        positions: before.positions,
      },
      [`searchIterationsPerSecond${suffix}`]: search.iterationsPerSecond,
      [`searchIterationsPerCpuSecond${suffix}`]: search.iterationsPerCpuSecond,
      [`hardDecision${suffix}`]: {
        meanMs: search.hardDecisionMs.mean,
        maxMs: search.hardDecisionMs.max,
        iterations: search.hardIterationsPerDecision,
        positions: search.positions,
      },
    });
    const budgets = matchBudgets(search.iterationsPerCpuSecond, before.iterationsPerCpuSecond);
    if (iterationsFlag)
      console.log(
        `  matches at fixed iterations per decision: fair bot ${budgets.fair.iterations}, OldFairBot ${budgets.old.iterations}`,
      );
    const entry = (m: MatchupReport, complete: boolean) => ({
      ...m,
      complete,
      gamesPerMatchup,
      msPerDecision,
      iterationsPerDecision: iterationsFlag
        ? { fair: budgets.fair.iterations, old: budgets.old.iterations }
        : undefined,
      maxMoves,
      playoutDepth: playoutDepth ?? 'default',
      fairPlayoutDepth: fairPlayoutDepth ?? 'default',
      fairExploration: fairExploration ?? 'default',
      fairSearches,
      oldEngine: m.opponent === 'OldFairBot' ? oldEngine : undefined,
      firstGame,
      date: new Date().toISOString(),
    });
    for (const opponent of opponents) {
      const key = `vs${opponent}${suffix}`;
      const m = await matchup(module, opponent, budgets, (partial) =>
        save([{ ...row, [key]: entry(partial, false) }]),
      );
      console.log(
        `  vs ${m.opponent.padEnd(9)} score ${percent(m.score)} [${percent(m.ci95[0])}, ${percent(m.ci95[1])}]` +
          ` (W${m.wins} D${m.draws} L${m.losses} of ${m.games}${m.unfinished ? `, ${m.unfinished} unfinished` : ''})` +
          ` ms/decision fair ${m.fairMsPerDecision} vs ${m.opponentMsPerDecision}` +
          (m.errors.length ? `; errors: ${m.errors.join(' | ')}` : ''),
      );
      row[key] = entry(m, true);
    }
    save([row]);
  } catch (error) {
    console.log(`  failed: ${(error as Error).stack}`);
    save([{ game: module.meta.id, yardstick, error: (error as Error).message }]);
  }
}

console.log(`\nwrote ${file}`);
