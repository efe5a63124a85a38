/**
 * How far can search go in a game at all? A measuring stick for issue 30's bars, never a level:
 * an "all-seeing" search that plays on the **true state** (every hand and the deck order; not the
 * future dice, which the search rolls itself) against the game's reference player or today's
 * "hard" (`bot.baseline`). If even this search cannot reach a bar, no fair bot of the same
 * budget will: what is missing is then a better evaluation or policy, not more information or
 * more playouts.
 *
 * The all-seeing side is the fair bot with the game's sampler removed and the whole state passed
 * as its view — the "deliberately cheating search" of `fairness.test.ts`. Both sides search a
 * fixed number of iterations (load does not change a decision); inference is off for the
 * all-seeing side (it has nothing to infer). Seats alternate; seeds `ceiling/<vs>/<game>`.
 *
 *   NODE_ENV=production npx tsx packages/bots/bench/ceiling.ts --game=matrix [--vs=reference|hard-baseline]
 *     [--games=40] [--first-game=0] [--iterations=2000]
 */
import type { PlayerID } from 'boardgame.io';
import { findWorkspaceRoot, loadInstalledGame } from '@gridplay/core/discovery';
import type { GameModule } from '@gridplay/core';
import { FairBot, toBotAction } from '../src/fair-bot';
import { fairBotPlayer, fromBotAction, playMatch, type ArenaPlayer } from '../src/arena';
import { asBaseline, referencePlayer } from '../src/bot-check';
import { botRandom } from '../src/bot-random';
import { gameoverRewards } from '../src/rewards';
import { wilson } from '../src/wilson';

const flag = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const gameId = flag('game');
const vs = flag('vs') ?? 'reference';
const games = Number(flag('games') ?? 40);
const firstGame = Number(flag('first-game') ?? 0);
const iterations = Number(flag('iterations') ?? 2000);
if (!gameId || (vs !== 'reference' && vs !== 'hard-baseline') || !(games > 0) || !(iterations > 0))
  throw new Error(
    'usage: ceiling.ts --game=<id> [--vs=reference|hard-baseline] [--games=N] [--first-game=N] [--iterations=N]',
  );

const module: GameModule = await loadInstalledGame(gameId, findWorkspaceRoot(process.cwd()));
const budget = { iterations, timeMs: Infinity };

/** The search on the whole state: no sampler, so the world it searches is the real one. */
function allSeeing(seed: string): ArenaPlayer {
  const seeing: GameModule = { ...module, bot: { ...module.bot, determinize: undefined } };
  const bot = new FairBot({ module: seeing, difficulty: 'hard', seed, inference: false, budget });
  return async (state, seat) => {
    const choice = bot.decide(state.G, state.ctx, seat, true);
    return fromBotAction(choice ? (toBotAction(choice, seat) as never) : undefined);
  };
}

function opponent(seed: string): ArenaPlayer {
  if (vs === 'reference') return referencePlayer(module, botRandom(seed));
  return fairBotPlayer(
    new FairBot({ module: asBaseline(module), difficulty: 'hard', seed, budget }),
  );
}

let score = 0;
let played = 0;
for (let game = firstGame; game < firstGame + games; game++) {
  const seed = `ceiling/${vs}/${game}`;
  const seeingSeat: PlayerID = String(game % 2);
  const players: Record<PlayerID, ArenaPlayer> = {};
  for (const seat of ['0', '1'])
    players[seat] = seat === seeingSeat ? allSeeing(`${seed}/bot`) : opponent(`${seed}/${seat}`);
  const result = await playMatch(module, players, { numPlayers: 2, seed });
  // An unfinished game (the move cap) counts as a draw.
  const reward =
    result.gameover === undefined
      ? 0.5
      : gameoverRewards(result.gameover, { playOrder: ['0', '1'] } as never)[seeingSeat];
  score += reward;
  played++;
  const [low, high] = wilson(score, played);
  console.log(
    `${gameId} game ${game} (all-seeing seat ${seeingSeat}): ${reward} — ${score} of ${played}, ` +
      `${((100 * score) / played).toFixed(1)}% [${(100 * low).toFixed(1)}, ${(100 * high).toFixed(1)}]`,
  );
}
