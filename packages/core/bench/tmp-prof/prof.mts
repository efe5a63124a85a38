process.env.NODE_ENV ??= 'production';
const { loadSome } = await import('./load.mts');
const { LocalMatch } = await import('/work/main/packages/core/src/simulate/local-match');
const { seededRandom, randomIndex } = await import('/work/main/packages/core/src/random');
const { simulatorFor } = await import('/work/main/packages/core/src/bots/index');
const { defaultSetupData } = await import('/work/main/packages/core/src/contract/game-meta');
const mods = await loadSome(process.argv[2]);
const only = process.argv[2];
for (const module of mods) {
  if (only && module.meta.id !== only) continue;
  const sim = simulatorFor(module.game);
  const random = seededRandom(1);
  let moves = 0,
    ms = 0,
    playouts = 0,
    refusals = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 4000) {
    const n = Math.min(Math.max(2, module.meta.minPlayers), module.meta.maxPlayers);
    const m = new LocalMatch(module.game, {
      numPlayers: module.meta.id === 'lightcycle' ? 6 : n,
      seed: 's' + playouts,
      setupData: module.meta.setupOptions.length ? defaultSetupData(module.meta) : undefined,
    });
    let st = sim.world(m.G, m.ctx, 'w' + playouts);
    for (let i = 0; i < 3000 && st.ctx.gameover === undefined; i++) {
      const seats = st.ctx.activePlayers
        ? Object.keys(st.ctx.activePlayers)
        : [st.ctx.currentPlayer];
      const seat = seats[randomIndex(random, seats.length)];
      const legal = module.game.ai.enumerate(st.G, st.ctx, seat);
      if (!legal.length) break;
      const t = performance.now();
      const nx = sim.step(st, seat, legal[randomIndex(random, legal.length)]);
      ms += performance.now() - t;
      if (!nx) {
        refusals++;
        break;
      }
      st = nx;
      moves++;
    }
    playouts++;
  }
  console.log(
    module.meta.id,
    'moves/s',
    Math.round((moves / ms) * 1000),
    'playouts',
    playouts,
    'avg moves',
    Math.round(moves / playouts),
    'refusals',
    refusals,
  );
}
