// Scratch (not committed): "hard" decision wall time in Liar's Dice, 4 seats, with inference.
import { FairBot } from '../src/bots/fair-bot';
import { playMatch, fairBotPlayer } from '../src/bots/arena';
import { referencePlayer } from '../src/bots/bot-check';
import { botRandom } from '../src/bots/bot-random';
const mod = (await import('../../games-liars-dice/src/index.ts')).default;
const bot = new FairBot({ module: mod, difficulty: 'hard', seed: 't', inference: process.argv[3] !== 'off' });
const times: number[] = [];
const its: number[] = [];
const inner = fairBotPlayer(bot);
const timed = Object.assign(async (state: any, seat: string) => {
  const t = performance.now();
  const r = await inner(state, seat);
  times.push(performance.now() - t);
  its.push(bot.lastSearch?.iterations ?? 0);
  return r;
}, { observe: inner.observe });
const players: any = { '0': timed, '1': referencePlayer(mod, botRandom('1')), '2': referencePlayer(mod, botRandom('2')), '3': referencePlayer(mod, botRandom('3')) };
const games = Number(process.argv[2] ?? 2);
for (let g = 0; g < games; g++) await playMatch(mod, players, { numPlayers: 4, seed: `time-${g}` });
times.sort((a, b) => a - b);
console.log('decisions', times.length, 'mean ms', Math.round(times.reduce((a, b) => a + b, 0) / times.length), 'max ms', Math.round(times[times.length - 1]), 'p95', Math.round(times[Math.floor(times.length * 0.95)]), 'mean iterations', Math.round(its.reduce((a, b) => a + b, 0) / its.length));
