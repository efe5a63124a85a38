process.env.NODE_ENV ??= 'production';
const { loadSome } = await import('./load.mts');
const { LocalMatch } = await import('/work/main/packages/core/src/simulate/local-match');
const { seededRandom, randomIndex } = await import('/work/main/packages/core/src/random');
const { FastRules, FastPlayout } = await import('/work/main/packages/core/src/fast-path/index');
const { fastStateOf } = await import('/work/main/packages/core/src/fast-path/differential');
const mods = await loadSome(process.argv[2]);
const np = Number(process.argv[3] ?? 2);
for (const module of mods) {
  const rules = new FastRules(module.game);
  const random = seededRandom(1);
  let moves = 0;
  let playouts = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 5000) {
    const m = new LocalMatch(module.game, { numPlayers: np, seed: 's' + playouts });
    const fp = new FastPlayout(rules, fastStateOf(m.state));
    for (let i = 0; i < 3000 && fp.ctx.gameover === undefined; i++) {
      const seats = fp.ctx.activePlayers
        ? Object.keys(fp.ctx.activePlayers)
        : [fp.ctx.currentPlayer];
      const seat = seats[randomIndex(random, seats.length)];
      const legal = module.game.ai.enumerate(fp.G, fp.ctx, seat);
      if (!legal.length) break;
      const c = legal[randomIndex(random, legal.length)];
      if (!fp.play({ kind: 'move', playerID: seat, type: c.move, args: c.args ?? [] })) break;
      moves++;
    }
    playouts++;
  }
  console.log(module.meta.id, moves, playouts);
}
