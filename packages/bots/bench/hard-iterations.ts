/**
 * "hard" iterations per decision and per CPU-second on seeded positions, written against the
 * bots API as it was when issue 16 was filed, so the same file runs in an old checkout too: that
 * is how "today's hard" was measured (copy it into a worktree of 3dba81b^ with node_modules
 * linked, run it there and here with the same flags). Positions as in search-positions.ts.
 *
 *   node --import tsx packages/bots/bench/hard-iterations.ts [--only=id,…] [--positions=8]
 *     [--prefix=pos --random=2] [--time=800 | --iterations=600] [--engine=reducer] [--rounds=2]
 */
process.env.NODE_ENV ??= 'production';
const { loadGameModules, findWorkspaceRoot } = await import('@gridplay/core/discovery');
const { seededRandom, randomIndex } = await import('@gridplay/core');
const { LocalMatch } = await import('@gridplay/core');
const { searchDecision } = await import('../src/index');
const { defaultSetupData } = await import('@gridplay/core');
const flag = (n: string) => process.argv.find((a) => a.startsWith(`--${n}=`))?.split('=')[1];
const only = flag('only')?.split(',');
const count = Number(flag('positions') ?? 8);
const iterations = Number(flag('iterations') ?? 1000);
const engine = flag('engine');
const rounds = Number(flag('rounds') ?? 2);
const root = findWorkspaceRoot(new URL('.', import.meta.url).pathname);
const modules = (await loadGameModules(root)).filter((m: any) => !only || only.includes(m.meta.id));
for (const module of modules as any[]) {
  const random = seededRandom(Number(flag('random') ?? 3));
  const cases: any[] = [];
  for (let index = 0; cases.length < count && index < count * 10; index++) {
    const numPlayers = Math.min(Math.max(2, module.meta.minPlayers), module.meta.maxPlayers);
    const setupData = module.meta.setupOptions?.length ? defaultSetupData(module.meta) : undefined;
    const match = new LocalMatch<any>(module.game, {
      numPlayers,
      seed: `${flag('prefix') ?? 'cpu'}-${index}`,
      setupData,
    });
    const depth = randomIndex(random, 30);
    for (let i = 0; i < depth && !match.isOver; i++) {
      const seat = match.activePlayers()[0];
      const legal = match.legalMoves(seat);
      if (legal.length === 0) break;
      match.play(seat, legal[randomIndex(random, legal.length)]);
    }
    if (match.isOver) continue;
    const seat = match.activePlayers()[0];
    if (match.legalMoves(seat).length < 2) continue;
    cases.push({
      module,
      G: match.view(seat),
      ctx: match.ctx,
      seat,
      difficulty: 'hard',
      seed: index,
      budget: flag('time')
        ? { timeMs: Number(flag('time')), iterations: 1e6 }
        : { timeMs: Infinity, iterations },
      ...(engine ? { engine } : {}),
    });
  }
  for (let r = 0; r < rounds; r++) {
    let done = 0;
    const cpu = process.cpuUsage();
    for (const request of cases) done += searchDecision(request).iterations;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.log(
      `${module.meta.id} round ${r + 1}: ${cases.length} positions, ${Math.round(done / cases.length)} iterations per decision, ${Math.round((done / cpuMs) * 1000)} iterations/CPU-s`,
    );
  }
}
