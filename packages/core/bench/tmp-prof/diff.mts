process.env.NODE_ENV ??= 'production';
const { loadSome } = await import('./load.mts');
const { runDifferential } = await import('/work/main/packages/core/src/fast-path/differential');
const mods = await loadSome(process.argv[2]);
for (const m of mods) {
  if (process.argv[2] && m.meta.id !== process.argv[2]) continue;
  const t = performance.now();
  const r = runDifferential(m, {
    playouts: Number(process.argv[3] ?? 200),
    stretch: 12,
    wholeGames: 2,
    maxActions: 1000,
    positionsPerGame: 20,
    seed: 1,
  });
  console.log(m.meta.id, Math.round(performance.now() - t), 'ms', JSON.stringify(r));
}
