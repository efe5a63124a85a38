import { LocalMatch } from '@gridplay/core';
import { searchDecision } from '@gridplay/core/bots';
const id = process.argv[2];
const mod = (await import(`/work/wt/ai/packages/games-${id}/src/index.ts`)).default;
const match = new LocalMatch(mod.game, { numPlayers: 2, seed: 'rate' });
let cpu = 0, its = 0, n = 0;
for (let step = 0; step < 40 && !match.isOver; step++) {
  for (const seat of match.activePlayers()) {
    const view = match.view(seat);
    const t = process.cpuUsage();
    const r = searchDecision({ module: mod, G: view, ctx: match.ctx, seat, difficulty: 'hard', seed: step, budget: { iterations: 300, timeMs: 1e9 } });
    const u = process.cpuUsage(t);
    cpu += (u.user + u.system) / 1e6; its += r.iterations; n++;
    const moves = match.legalMoves(seat);
    if (moves.length) match.play(seat, r.choice ?? moves[0]);
    if (match.isOver) break;
  }
}
console.log(id, 'decisions', n, 'iterations per CPU-second', Math.round(its / cpu));
