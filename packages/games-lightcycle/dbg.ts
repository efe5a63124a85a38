import { LocalMatch } from '@gridplay/core';
import { decideMove } from '@gridplay/core/bots';
import module from './src/index';
const m = new LocalMatch(module.game, { numPlayers: 3, seed: 'x' });
for (let i = 0; i < 3; i++) {
  const [seat] = m.activePlayers();
  const t = Date.now();
  const mv = decideMove({ module, G: m.view(seat) as any, ctx: m.ctx, seat, difficulty: 'normal', seed: 1 });
  console.log('place', seat, JSON.stringify(mv), Date.now() - t, 'ms');
  m.play(seat, mv!);
}
for (let r = 0; r < 6; r++) {
  for (const seat of m.activePlayers()) {
    const t = Date.now();
    const mv = decideMove({ module, G: m.view(seat) as any, ctx: m.ctx, seat, difficulty: 'normal', seed: 1 });
    console.log(m.ctx.activePlayers?.[seat], seat, JSON.stringify(mv), Date.now() - t, 'ms');
    const res = m.play(seat, mv!); if (!res.ok) console.log(res);
  }
}
console.log(Object.values(m.G.seats).map((s: any) => s.score));
