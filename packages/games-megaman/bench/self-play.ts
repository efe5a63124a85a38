/**
 * Self-play report for the MegaMan TCG. For every pairing of shipped demo decks (mirrors
 * included) it plays matches with the decks swapping seats every game, and prints each deck's
 * win rate and the first player's (winner of the destiny cut) with Wilson 95% intervals:
 *   - fair bot vs fair bot: core's information-set MCTS (`decideMove`) on each seat's own view,
 *     a small fixed budget (iterations, not time, so the report replays exactly);
 *   - fair bot vs a uniformly random player (the bot's strength);
 *   - rollout policy vs rollout policy and random vs random (fast, for tuning).
 * Writes /work/main/bench-results/megaman-self-play.json.
 *
 *   npx tsx bench/self-play.ts [--games=200] [--iterations=8] [--vsRandom=100] [--vsIterations=64] [--only=fair,greedy,random,vsRandom] [--mirrors=false]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalMatch, seededRandom, type AiMove, type Randomness } from '@gridplay/core';
import { decideMove } from '@gridplay/bots';
import module from '../src/index';
import { determinize, rolloutMove } from '../src/ai';
import { enumerate } from '../src/legal-moves';
import { DEMO_DECKS } from '../src/decks';
import { playerView } from '../src/view';
import type { MegaManState } from '../src/state';

const flags = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const GAMES = Number(flags.games ?? 200);
const ITERATIONS = Number(flags.iterations ?? 8);
const VS_RANDOM = Number(flags.vsRandom ?? 100);
/** The bot's budget against the random player (its strength figure). */
const VS_ITERATIONS = Number(flags.vsIterations ?? 64);
const ONLY = (flags.only ?? 'fair,vsRandom,greedy,random').split(',');

type Player = (
  match: LocalMatch<MegaManState>,
  seat: string,
  random: Randomness,
  tag: string,
) => AiMove;

const randomPlayer: Player = (match, seat, random) => {
  const moves = match.legalMoves(seat);
  return moves[random.Die(moves.length) - 1];
};

/** The rollout policy as a player: on a world sampled from its own view (it reads full states). */
const greedyPlayer: Player = (match, seat, random) => {
  const view = playerView({ G: match.G, playerID: seat }) as unknown as MegaManState;
  const world = determinize(view, match.ctx, seat, random);
  return rolloutMove(world, match.ctx, seat, enumerate(view, match.ctx, seat), random);
};

const fairPlayerWith =
  (iterations: number): Player =>
  (match, seat, _random, tag) =>
    decideMove({
      module,
      G: playerView({ G: match.G, playerID: seat }),
      ctx: match.ctx,
      seat,
      difficulty: 'easy',
      seed: `${tag}-${match.history.length}`,
      budget: { iterations, timeMs: 10_000 },
    }) ?? match.legalMoves(seat)[0];
const fairPlayer = fairPlayerWith(ITERATIONS);

/** Wilson 95% interval of a proportion, in percent. */
function wilson(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 100];
  const z = 1.96;
  const p = wins / games;
  const centre = p + (z * z) / (2 * games);
  const margin = z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games));
  const scale = 1 + (z * z) / games;
  return [(100 * (centre - margin)) / scale, (100 * (centre + margin)) / scale];
}

const pct = (wins: number, games: number) => {
  const [low, high] = wilson(wins, games);
  return `${((100 * wins) / Math.max(1, games)).toFixed(1)}% [${low.toFixed(1)}, ${high.toFixed(1)}]`;
};

interface Series {
  name: string;
  deckA: string;
  deckB: string;
  games: number;
  winsA: number;
  winsB: number;
  firstPlayerWins: number;
  unfinished: number;
  averageTurns: number;
  seconds: number;
  winRateA: string;
  firstPlayerWinRate: string;
}

/** Decks A and B swap seats every game; `playerA`/`playerB` play for the deck's holder. */
function series(
  name: string,
  deckA: string,
  deckB: string,
  games: number,
  playerA: Player,
  playerB: Player,
): Series {
  const started = performance.now();
  let winsA = 0;
  let winsB = 0;
  let firstPlayerWins = 0;
  let unfinished = 0;
  let turns = 0;
  for (let game = 0; game < games; game++) {
    const seatA = String(game % 2);
    const setupData = {
      deck0: seatA === '0' ? deckA : deckB,
      deck1: seatA === '0' ? deckB : deckA,
      list0: '',
      list1: '',
    };
    const tag = `${name}-${deckA}-${deckB}-${game}`;
    const match = new LocalMatch<MegaManState>(module.game, {
      numPlayers: 2,
      seed: tag,
      setupData,
    });
    const random = seededRandom(game + 1);
    while (!match.isOver && match.history.length < 4000) {
      const seat = match.activePlayers()[0];
      const player = seat === seatA ? playerA : playerB;
      const result = match.play(seat, player(match, seat, random, tag));
      if (!result.ok) throw new Error(`${tag}: refused ${result.reason}`);
    }
    const over = match.ctx.gameover as { winner?: string } | undefined;
    if (over?.winner === undefined) unfinished++;
    else {
      if (over.winner === seatA) winsA++;
      else winsB++;
      if (over.winner === match.G.first) firstPlayerWins++;
    }
    turns += match.G.turnNumber;
  }
  const result: Series = {
    name,
    deckA,
    deckB,
    games,
    winsA,
    winsB,
    firstPlayerWins,
    unfinished,
    averageTurns: turns / games,
    seconds: (performance.now() - started) / 1000,
    winRateA: pct(winsA, games),
    firstPlayerWinRate: pct(firstPlayerWins, games - unfinished),
  };
  console.log(
    `${name.padEnd(20)} ${`${deckA} vs ${deckB}`.padEnd(22)} games ${String(games).padStart(4)}  ` +
      `${deckA} ${result.winRateA.padEnd(22)} first player ${result.firstPlayerWinRate.padEnd(22)} ` +
      `turns ${result.averageTurns.toFixed(1)}  (${result.seconds.toFixed(0)} s)`,
  );
  return result;
}

const decks = DEMO_DECKS.map((deck) => deck.key);
const pairings: Array<[string, string]> = [];
for (let i = 0; i < decks.length; i++)
  for (let j = i; j < decks.length; j++)
    if (flags.mirrors !== 'false' || i !== j) pairings.push([decks[i], decks[j]]);

const results: Series[] = [];
console.log(
  `fair bot budget: ${ITERATIONS} iterations a decision in self-play, ${VS_ITERATIONS} against the random player (playouts cut at 10 moves, then evaluate)`,
);
if (ONLY.includes('random'))
  for (const [a, b] of pairings)
    results.push(series('random', a, b, GAMES, randomPlayer, randomPlayer));
if (ONLY.includes('greedy'))
  for (const [a, b] of pairings)
    results.push(series('rollout policy', a, b, GAMES, greedyPlayer, greedyPlayer));
if (ONLY.includes('vsRandom'))
  for (const deck of decks)
    results.push(
      series(
        'fair bot vs random',
        deck,
        deck,
        VS_RANDOM,
        fairPlayerWith(VS_ITERATIONS),
        randomPlayer,
      ),
    );
if (ONLY.includes('fair'))
  for (const [a, b] of pairings)
    results.push(series('fair bot', a, b, GAMES, fairPlayer, fairPlayer));

const out = resolve(
  dirname(fileURLToPath(import.meta.url)),
  `../../../bench-results/megaman-self-play${flags.label ? `-${flags.label}` : ''}.json`,
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify(
    { game: 'megaman', date: new Date().toISOString(), iterations: ITERATIONS, results },
    null,
    2,
  ) + '\n',
);
console.log(`wrote ${out}`);
