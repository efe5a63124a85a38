/**
 * Disc Battle benchmarks: random self-play (win rates by seat, game length, how matches end) at
 * 2–6 programs and in teams, engine speed, and AI strength (the rollout policy and the fair bot
 * against uniform random play).
 *
 *   npx tsx bench/self-play.ts            (GAMES=… BOT_GAMES=… BOT=easy|normal|hard ONLY=selfPlay|strength)
 *
 * Prints the figures and writes bench-results/disc-battle-self-play.json at the repo root.
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
import type { Gameover, State } from '../src/state';

type Policy = (match: LocalMatch<State>, seat: string, random: Randomness) => AiMove;

const uniform: Policy = (match, seat, random) => {
  const moves = match.legalMoves(seat);
  return moves[randomIndex(random, moves.length)];
};
const policy: Policy = (match, seat, random) =>
  module.bot!.rollout!(match.G, match.ctx, seat, match.legalMoves(seat), random);
const difficulty = (process.env.BOT ?? 'easy') as 'easy';
const fairBot: Policy = (match, seat, random) =>
  decideMove({
    module,
    G: match.view(seat) as never,
    ctx: match.ctx,
    seat,
    difficulty,
    seed: randomIndex(random, 1e9),
  }) ?? uniform(match, seat, random);

const defaults = { holdLimit: 2, aimBack: false, teams: 0, gridSize: 0 };

function play(numPlayers: number, seed: number, policies: Policy[], setupData = defaults) {
  const match = new LocalMatch<State>(module.game, {
    numPlayers,
    seed: `bench-${seed}`,
    setupData,
  });
  const random = seededRandom(seed);
  while (!match.isOver && match.history.length < 20000) {
    const [seat] = match.activePlayers();
    const result = match.play(seat, policies[Number(seat)](match, seat, random));
    if (!result.ok) throw new Error(result.reason);
  }
  return match;
}

/** Uniform random self-play: who wins from which seat, how long, how it ends. */
function selfPlay(numPlayers: number, games: number, setupData = defaults) {
  const wins: number[] = Array(numPlayers).fill(0);
  let draws = 0;
  let stalemates = 0;
  let actions = 0;
  let turns = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const match = play(numPlayers, g, Array(numPlayers).fill(uniform), setupData);
    const over = match.ctx.gameover as Gameover;
    if ('draw' in over) {
      draws++;
      if (over.reason === 'stalemate') stalemates++;
    } else for (const seat of over.winners) wins[Number(seat)]++;
    actions += match.history.length;
    turns += match.G.turn;
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    programs: numPlayers,
    teams: setupData.teams,
    games,
    winRateBySeat: wins.map((w) => +(w / games).toFixed(2)),
    draws,
    stalemates,
    meanActions: +(actions / games).toFixed(1),
    meanTurns: +(turns / games).toFixed(1),
    actionsPerSecond: Math.round(actions / seconds),
  };
}

/** One hero seat (rotating) against uniform random players. */
function duel(name: string, hero: Policy, games: number, numPlayers = 2) {
  let wins = 0;
  let draws = 0;
  let actions = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const heroSeat = g % numPlayers;
    const policies = Array.from({ length: numPlayers }, (_, s) =>
      s === heroSeat ? hero : uniform,
    );
    const match = play(numPlayers, 1000 + g, policies);
    const over = match.ctx.gameover as Gameover;
    if ('draw' in over) draws++;
    else if (over.winners.includes(String(heroSeat))) wins++;
    actions += match.history.length;
  }
  return {
    name,
    programs: numPlayers,
    games,
    winRate: +(wins / games).toFixed(2),
    draws,
    meanActions: +(actions / games).toFixed(1),
    seconds: +((performance.now() - start) / 1000).toFixed(1),
  };
}

const games = Number(process.env.GAMES ?? 200);
const botGames = Number(process.env.BOT_GAMES ?? 40);
const only = process.env.ONLY;
const results = {
  game: 'disc-battle',
  date: new Date().toISOString(),
  selfPlay:
    only === 'strength'
      ? []
      : [
          ...[2, 3, 4, 5, 6].map((n) => selfPlay(n, games)),
          selfPlay(4, games, { ...defaults, teams: 2 }),
          selfPlay(6, games, { ...defaults, teams: 2 }),
          selfPlay(6, games, { ...defaults, teams: 3 }),
        ],
  strength:
    only === 'selfPlay'
      ? []
      : [
          duel('rollout policy vs uniform random', policy, games),
          duel(`fair bot (${difficulty}) vs uniform random`, fairBot, botGames),
          duel(
            `fair bot (${difficulty}) vs 5 uniform random`,
            fairBot,
            Math.max(6, botGames / 2),
            6,
          ),
        ],
};
console.log(JSON.stringify(results, null, 2));
const out = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../bench-results/disc-battle-self-play.json',
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`written ${out}`);
