/**
 * Why ten times the iterations wins few more games: on positions from real bot games, how often
 * a small "hard" search (the bot when issue 16 was filed) already picks the move the big one
 * (what ships: two searches merged) picks, and what the other choice costs when it does not.
 *
 * Positions come from self-play at the small budget (every `--every`th decision with two legal
 * moves or more, counted across games). At each, three searches of the deciding seat's view: `small`, `big` and a
 * second `big` with other seeds. The second big search is the referee: its root values price
 * both choices (a move's mean reward over the playouts that began with it), so neither choice is
 * priced by the search that chose it. Two big searches disagreeing shows how often the moves are
 * too close to tell apart at all.
 *
 *   node --import tsx packages/bots/bench/search-agreement.ts --only=tron-mcp
 *     [--small=346] [--big=3750x2] [--games=20] [--every=10] [--seed=agree]
 */
process.env.NODE_ENV ??= 'production';
const { loadGameModules, findWorkspaceRoot } = await import('@gridplay/core/discovery');
const { LocalMatch } = await import('@gridplay/core');
const { searchDecision, mergeSearches, searchSeed } = await import('../src/index');
const { moveKey } = await import('../src/search-tree');
const { numPlayersFor, setupFor } = await import('./search-positions');
const { wilson, percent } = await import('./bots-stats');

type RootStatistics = import('../src/index').RootStatistics;

const flag = (n: string) => process.argv.find((a) => a.startsWith(`--${n}=`))?.split('=')[1];
const only = flag('only')?.split(',');
const small = Number(flag('small') ?? 346);
const [bigIterations, bigSearches] = (flag('big') ?? '3750x2').split('x').map(Number);
const games = Number(flag('games') ?? 20);
const every = Number(flag('every') ?? 10);
const seedPrefix = flag('seed') ?? 'agree';

function search(request: any, iterations: number, searches: number, seed: string): RootStatistics {
  const parts: RootStatistics[] = [];
  for (let i = 0; i < searches; i++) {
    parts.push(
      searchDecision({
        ...request,
        seed: searchSeed(seed, i),
        budget: { timeMs: Infinity, iterations },
      }),
    );
  }
  return mergeSearches(parts);
}

/** The referee's mean reward for a move (0 if it never tried it: it looked worst). */
function priced(referee: RootStatistics, choice: unknown): number {
  const key = moveKey(choice as never);
  return referee.moves.find((m) => moveKey(m.choice) === key)?.value ?? 0;
}

const root = findWorkspaceRoot(new URL('.', import.meta.url).pathname);
const modules = (await loadGameModules(root)).filter((m: any) => !only || only.includes(m.meta.id));
for (const module of modules as any[]) {
  let positions = 0;
  let smallAgrees = 0;
  let bigAgrees = 0;
  let regretTotal = 0;
  let costly = 0;
  /** Decisions with two legal moves or more, counted to take every `every`th. */
  let choices = 0;
  for (let g = 0; g < games; g++) {
    const match = new LocalMatch<any>(module.game, {
      numPlayers: numPlayersFor(module),
      seed: `${seedPrefix}-${g}`,
      setupData: setupFor(module),
    });
    for (let decision = 0; !match.isOver && decision < 3000; decision++) {
      const seat = match.activePlayers()[0];
      const request = { module, G: match.view(seat), ctx: match.ctx, seat, difficulty: 'hard' };
      const seed = `${seedPrefix}-${g}-${decision}`;
      const mine = search(request, small, 1, seed);
      if (match.legalMoves(seat).length >= 2 && choices++ % every === 0) {
        const big = search(request, bigIterations, bigSearches, `${seed}/big`);
        const referee = search(request, bigIterations, bigSearches, `${seed}/referee`);
        positions++;
        if (moveKey(mine.choice!) === moveKey(big.choice!)) smallAgrees++;
        if (moveKey(referee.choice!) === moveKey(big.choice!)) bigAgrees++;
        const regret = priced(referee, big.choice) - priced(referee, mine.choice);
        regretTotal += regret;
        if (regret > 0.05) costly++;
      }
      match.play(seat, mine.choice!);
    }
    process.stdout.write(`\r${module.meta.id}: game ${g + 1}/${games}, ${positions} positions`);
  }
  const share = (n: number) => {
    const { low, high } = wilson(n, positions);
    return `${percent(n / positions)} [${percent(low)}–${percent(high)}]`;
  };
  console.log(
    `\n${module.meta.id}: ${positions} positions; small (${small}) picks big's move (${bigIterations}×${bigSearches}): ${share(smallAgrees)}; ` +
      `two big searches agree: ${share(bigAgrees)}; mean cost of small's choice, priced by a third search: ` +
      `${(regretTotal / positions).toFixed(4)} reward; ` +
      `costs more than 0.05: ${share(costly)}`,
  );
}
