const { flowYardstick } =
  await import('/work/main/packages/core/src/fast-path/testing/flow-yardstick');
const { LocalMatch } = await import('/work/main/packages/core/src/simulate/local-match');
const { seededRandom, randomIndex } = await import('/work/main/packages/core/src/random');
const seen = new Map<string, number>();
const r = seededRandom(3);
console.log = () => {};
console.error = () => {};
for (let g = 0; g < 100; g++) {
  const m = new LocalMatch(flowYardstick.game, { numPlayers: 2 + (g % 3), seed: 'c' + g });
  for (let i = 0; i < 300 && !m.isOver; i++) {
    const seats = m.activePlayers();
    const seat = seats[randomIndex(r, seats.length)];
    const legal = m.legalMoves(seat);
    const c = legal[randomIndex(r, legal.length)];
    const res = m.play(seat, c);
    const k = `${m.ctx.phase}/${JSON.stringify(m.ctx.activePlayers)?.replace(/"\d"/g, 'P')} ${'move' in c ? c.move : c.event}${JSON.stringify(c.args ?? [])} ${res.ok}`;
    seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  seen.set(
    'over ' + JSON.stringify(m.ctx.gameover),
    (seen.get('over ' + JSON.stringify(m.ctx.gameover)) ?? 0) + 1,
  );
}
process.stdout.write(
  [...seen]
    .sort()
    .map(([k, v]) => `${v} ${k}`)
    .join('\n') + '\n',
);
