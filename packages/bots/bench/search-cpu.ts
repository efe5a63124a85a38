/**
 * CPU cost of the fair bot's search, for profiling and before/after comparisons: the same fixed
 * positions (from seeded random games), the same seeds and a fixed iteration count per decision,
 * so two runs do exactly the same work and only the code differs. Prints iterations per CPU
 * second per game and a digest of the decisions (equal digests: the same choices and statistics).
 *
 *   node --import tsx [--cpu-prof] packages/bots/bench/search-cpu.ts [--only=id,id] [--positions=6]
 *     [--iterations=400] [--engine=fast|reducer] [--rounds=1]
 */
process.env.NODE_ENV ??= 'production';

const { createHash } = await import('node:crypto');
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
const iterations = Number(flag('iterations') ?? 400);
const engine = (flag('engine') ?? 'fast') as 'fast' | 'reducer';
const rounds = Number(flag('rounds') ?? 1);

const root = findWorkspaceRoot(new URL('.', import.meta.url).pathname);
const modules = (await loadGameModules(root)).filter((m) => !only || only.includes(m.meta.id));
for (const module of modules) {
  const cases: Array<Parameters<typeof searchDecision>[0]> = [];
  const found = searchPositions(module, {
    count: positions,
    seedPrefix: 'cpu',
    random: seededRandom(3),
    maxDepth: 30,
  });
  for (const { match, seat, index } of found)
    cases.push({
      module,
      G: match.view(seat),
      ctx: match.ctx,
      seat,
      difficulty: 'hard',
      seed: `cpu-${index}`,
      budget: { timeMs: Infinity, iterations },
      engine,
    });
  for (let r = 0; r < rounds; r++) {
    const digest = createHash('sha1');
    let done = 0;
    const cpu = process.cpuUsage();
    for (const request of cases) {
      const result = searchDecision(request);
      done += result.iterations;
      digest.update(JSON.stringify(result.moves.map((m) => [m.choice, m.visits])));
    }
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.log(
      `${module.meta.id} (${engine}, round ${r + 1}): ${Math.round((done / cpuMs) * 1000)} iterations/CPU-s` +
        ` (${done} iterations, ${Math.round(cpuMs)} ms CPU, ${cases.length} positions), digest ${digest.digest('hex').slice(0, 12)}`,
    );
  }
}
