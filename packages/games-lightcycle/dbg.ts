import { readFileSync } from 'node:fs';
import { decideMove } from '@gridplay/core/bots';
import module from './src/index';
const req = JSON.parse(readFileSync('/tmp/lc-req2.json', 'utf8'));
console.log(JSON.stringify(req.ctx), req.seed, req.difficulty);
const t = Date.now();
const mv = decideMove({
  module,
  G: req.view,
  ctx: req.ctx,
  seat: req.seat,
  difficulty: req.difficulty,
  seed: req.seed,
});
console.log(JSON.stringify(mv), Date.now() - t);
