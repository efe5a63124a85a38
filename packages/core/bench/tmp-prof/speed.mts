process.env.NODE_ENV ??= 'production';
const { loadSome } = await import('./load.mts');
const { LocalMatch } = await import('/work/main/packages/core/src/simulate/local-match');
const { seededRandom, randomIndex } = await import('/work/main/packages/core/src/random');
const { simulatorFor } = await import('/work/main/packages/core/src/bots/index');
const { FastRules, FastPlayout } = await import('/work/main/packages/core/src/fast-path/index');
const { fastStateOf } = await import('/work/main/packages/core/src/fast-path/differential');
const mods = await loadSome(process.argv[2]);
const np = Number(process.argv[3] ?? 2);
for (const module of mods) {
  const sim = simulatorFor(module.game);
  const rules = new FastRules(module.game);
  for (const path of ['reducer', 'fast']) {
    const random = seededRandom(1);
    let moves = 0,
      ms = 0,
      playouts = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < 3000) {
      const m = new LocalMatch(module.game, {
        numPlayers: Math.min(np, module.meta.maxPlayers),
        seed: 's' + playouts,
      });
      let st: any = path === 'reducer' ? sim.world(m.G, m.ctx, 'w' + playouts) : undefined;
      const t = performance.now();
      const fp = path === 'fast' ? new FastPlayout(rules, fastStateOf(m.state)) : undefined;
      ms += performance.now() - t;
      for (let i = 0; i < 3000; i++) {
        const ctx = fp ? fp.ctx : st.ctx;
        const G = fp ? fp.G : st.G;
        if (ctx.gameover !== undefined) break;
        const seats = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
        const seat = seats[randomIndex(random, seats.length)];
        const legal = module.game.ai.enumerate(G, ctx, seat);
        if (!legal.length) break;
        const c = legal[randomIndex(random, legal.length)];
        const t = performance.now();
        if (fp) {
          const ok = fp.play({ kind: 'move', playerID: seat, type: c.move, args: c.args ?? [] });
          ms += performance.now() - t;
          if (!ok) break;
        } else {
          const nx = sim.step(st, seat, c);
          ms += performance.now() - t;
          if (!nx) break;
          st = nx;
        }
        moves++;
      }
      playouts++;
    }
    console.log(
      module.meta.id,
      np,
      path,
      'moves/s',
      Math.round((moves / ms) * 1000),
      'playouts',
      playouts,
      'avg',
      Math.round(moves / playouts),
    );
  }
}
