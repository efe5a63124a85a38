/**
 * Checks that "today's hard" (the fair bot searching on boardgame.io's reducer) may be replayed
 * on core's fast path at the same fixed iteration count: on positions from random games, the
 * search with the same seed and iteration count is run on both engines, and the chosen move and
 * every root move's visit count must agree. The search is deterministic given its seed and
 * iteration count (no clock in the loop when `timeMs` is Infinity), and the two engines produce
 * the same states and dice (fast-path/differential.test.ts), so they must agree exactly.
 *
 *   node --import tsx packages/bots/bench/old-hard-on-fast-path.ts [--only=id,id] [--positions=6] [--iterations=150]
 */
process.env.NODE_ENV ??= 'production';

const { loadGameModules, findWorkspaceRoot } = await import('@gridplay/core/discovery');
const { seededRandom } = await import('@gridplay/core');
const { searchPositions } = await import('./search-positions');
const { searchDecision } = await import('../src/index');

function flag(name: string): string | undefined {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found?.slice(found.indexOf('=') + 1);
}

const only = flag('only')?.split(',');
const positions = Number(flag('positions') ?? 6);
const iterations = Number(flag('iterations') ?? 150);

const root = findWorkspaceRoot(new URL('.', import.meta.url).pathname);
const modules = (await loadGameModules(root)).filter((m) => !only || only.includes(m.meta.id));
let disagreements = 0;
for (const module of modules) {
  const found = searchPositions(module, {
    count: positions,
    seedPrefix: 'old',
    random: seededRandom(7),
    maxDepth: 40,
  });
  for (const { match, seat, index: p, depth } of found) {
    const [reducer, fast] = (['reducer', 'fast'] as const).map((engine) =>
      searchDecision({
        module,
        G: match.view(seat),
        ctx: match.ctx,
        seat,
        difficulty: 'hard',
        seed: `check-${p}`,
        budget: { timeMs: Infinity, iterations },
        engine,
      }),
    );
    const visits = (r: typeof fast) => JSON.stringify(r.moves.map((m) => [m.choice, m.visits]));
    const same =
      JSON.stringify(reducer.choice) === JSON.stringify(fast.choice) &&
      visits(reducer) === visits(fast);
    if (!same) disagreements++;
    console.log(
      `${module.meta.id} position ${p} (${depth} moves in, seat ${seat}, ${fast.moves.length} root moves): ` +
        `${same ? 'same' : 'DIFFERENT'} choice ${JSON.stringify(fast.choice)}` +
        (same ? '' : ` vs reducer ${JSON.stringify(reducer.choice)}`),
    );
  }
}
console.log(disagreements === 0 ? 'all positions agree' : `${disagreements} positions disagree`);
process.exitCode = disagreements === 0 ? 0 : 1;
