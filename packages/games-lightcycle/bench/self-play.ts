/**
 * Light Cycles benchmarks: engine speed (random playouts on boardgame.io's reducer, enumerate
 * cost) and AI strength (the rollout policy and the fair bot against uniform random play).
 *
 *   npx tsx bench/self-play.ts            (GAMES=… BOT_GAMES=… to change the sample sizes)
 *
 * Prints the figures and writes bench-results/lightcycle-self-play.json at the repo root.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LocalMatch,
  randomIndex,
  seededRandom,
  type AiMove,
  type Randomness,
} from '@gridplay/core';
import { decideMove } from '@gridplay/bots';
import module from '../src/index';
import type { LightcycleState } from '../src/state';

type Policy = (match: LocalMatch<LightcycleState>, seat: string, random: Randomness) => AiMove;

const uniform: Policy = (match, seat, random) => {
  const moves = match.legalMoves(seat);
  return moves[randomIndex(random, moves.length)];
};
const safe: Policy = (match, seat, random) =>
  module.bot!.rollout!(match.G, match.ctx, seat, match.legalMoves(seat), random);
const fairBot: Policy = (match, seat, random) =>
  decideMove({
    module,
    G: match.view(seat) as never,
    ctx: match.ctx,
    seat,
    difficulty: (process.env.BOT ?? 'easy') as 'easy',
    seed: randomIndex(random, 1e9),
  }) ?? uniform(match, seat, random);

function play(
  numPlayers: number,
  seed: number,
  policies: Policy[],
  setupData = { targetScore: 15, roundLimit: 60 },
) {
  const match = new LocalMatch<LightcycleState>(module.game, {
    numPlayers,
    seed: `bench-${seed}`,
    setupData,
  });
  const random = seededRandom(seed);
  let enumerateMs = 0;
  let enumerateCalls = 0;
  while (!match.isOver && match.history.length < 5000) {
    const seats = match.activePlayers();
    const seat = seats[randomIndex(random, seats.length)];
    const t = performance.now();
    match.legalMoves(seat);
    enumerateMs += performance.now() - t;
    enumerateCalls++;
    const result = match.play(seat, policies[Number(seat)](match, seat, random));
    if (!result.ok) throw new Error(result.reason);
  }
  return { match, enumerateMs, enumerateCalls };
}

function speed(games: number) {
  let actions = 0;
  let rounds = 0;
  let enumerateMs = 0;
  let enumerateCalls = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const result = play(2 + (g % 5), g, Array(6).fill(safe));
    actions += result.match.history.length;
    rounds += result.match.G.round;
    enumerateMs += result.enumerateMs;
    enumerateCalls += result.enumerateCalls;
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    games,
    actions,
    rounds,
    seconds: +seconds.toFixed(2),
    actionsPerSecond: Math.round(actions / seconds),
    roundsPerSecond: Math.round(rounds / seconds),
    enumerateMsPerCall: +(enumerateMs / enumerateCalls).toFixed(3),
  };
}

function duel(name: string, hero: Policy, games: number) {
  let wins = 0;
  let draws = 0;
  let heroPoints = 0;
  let otherPoints = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const heroSeat = g % 2;
    const policies = heroSeat === 0 ? [hero, uniform] : [uniform, hero];
    const { match } = play(2, 1000 + g, policies);
    const over = match.ctx.gameover as { winner?: string; draw?: boolean };
    if (over?.winner === String(heroSeat)) wins++;
    if (over?.draw) draws++;
    heroPoints += match.G.seats[heroSeat].score;
    otherPoints += match.G.seats[1 - heroSeat].score;
  }
  return {
    name,
    games,
    winRate: +(wins / games).toFixed(2),
    draws,
    meanPoints: +(heroPoints / games).toFixed(1),
    opponentMeanPoints: +(otherPoints / games).toFixed(1),
    seconds: +((performance.now() - start) / 1000).toFixed(1),
  };
}

const games = Number(process.env.GAMES ?? 20);
const botGames = Number(process.env.BOT_GAMES ?? 6);
const results = {
  game: 'lightcycle',
  date: new Date().toISOString(),
  speed: speed(games),
  strength: [
    duel('rollout policy vs uniform random', safe, games),
    duel(`fair bot (${process.env.BOT ?? 'easy'}) vs uniform random`, fairBot, botGames),
  ],
};
console.log(JSON.stringify(results, null, 2));
const out = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../bench-results/lightcycle-self-play.json',
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`written ${out}`);
