/**
 * The fair bot reads no hidden state: with the same bot seed, two matches that differ only in an
 * opponent's hidden cards (or hidden bid) get the identical decision and identical search
 * statistics. A deliberately cheating search on the same positions tells them apart, which shows
 * the positions do differ in what a cheater could exploit.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerID, State } from 'boardgame.io';
import { type GameModule, seededRandom, LocalMatch } from '@gridplay/core';
import { FairBot } from './fair-bot';
import { searchMove } from './ismcts';
import { goofspiel, secretNumbersWithBot, type SecretNumbersState } from '@gridplay/core/testing';

const budget = { iterations: 150, timeMs: Number.POSITIVE_INFINITY };
const cheaterBudget = { iterations: 40, timeMs: Number.POSITIVE_INFINITY };

/** The same match with only `owner`'s secrets re-dealt by the game's own perturbSecrets. */
function twin(module: GameModule, state: State, owner: PlayerID, seed: number): State {
  const perturb = module.perturbSecrets;
  if (!perturb) throw new Error('needs perturbSecrets');
  return { ...state, G: perturb(state.G, state.ctx, owner, seededRandom(seed)) };
}

async function decisionOf(
  module: GameModule,
  state: State,
  seat: PlayerID,
  seen?: (bot: FairBot) => void,
) {
  const bot = new FairBot({ module, seed: 'same seed', budget });
  seen?.(bot);
  const { action } = await bot.play(state, seat);
  return { action, moves: bot.lastSearch?.moves };
}

/**
 * Secret Numbers with inference: a policy that plays high cards first, and a recall that reads
 * the actor's hand from the world (the toy's "it decided with what it holds now").
 */
const secretNumbersInferring: GameModule<SecretNumbersState> = {
  ...secretNumbersWithBot,
  bot: {
    ...secretNumbersWithBot.bot,
    policy: (_G, _ctx, _seat, moves) => moves.map((move) => (move.args as [number])[0]),
    recall: (world, past) => ({ ...world, scores: past.scores }),
  },
};

function cheatingStatistics(module: GameModule, state: State, seat: PlayerID) {
  const view = module.game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat });
  return searchMove({
    module,
    view,
    ctx: state.ctx,
    seat,
    sampler: () => structuredClone(state.G),
    budget: cheaterBudget,
    random: seededRandom(7),
  }).moves;
}

function differsForCheater(module: GameModule, a: State, b: State, seat: PlayerID): boolean {
  return (
    JSON.stringify(cheatingStatistics(module, a, seat)) !==
    JSON.stringify(cheatingStatistics(module, b, seat))
  );
}

// Deterministic (seeded, budgets counted in iterations); the timeout only allows for a busy machine.
const TIMEOUT = 120_000;

describe('the fair bot decides from its seat view only', () => {
  it(
    'Secret Numbers: the same decision whatever the opponent holds',
    async () => {
      const match = new LocalMatch(secretNumbersWithBot.game, { numPlayers: 2, seed: 'fair-1' });
      // Seat 0 has played its 2; seat 1 (13 in hand) wins or loses depending on seat 0's hidden hand.
      match.patch(
        () => ({
          deck: [7, 8, 9],
          hands: { '0': [5, 1], '1': [3, 4, 6] },
          scores: { '0': 2, '1': 0 },
        }),
        {
          currentPlayer: '1',
          playOrderPos: 1,
        },
      );
      const real = match.state;
      // A twin where the opponent's hidden hand changes who wins: a cheater's statistics differ.
      let other = twin(secretNumbersWithBot, real, '0', 1);
      for (
        let seed = 2;
        seed < 50 && !differsForCheater(secretNumbersWithBot, real, other, '1');
        seed++
      ) {
        other = twin(secretNumbersWithBot, real, '0', seed);
      }
      expect(differsForCheater(secretNumbersWithBot, real, other, '1')).toBe(true);
      expect(match.view('1')).toEqual(
        secretNumbersWithBot.game.playerView!({ G: other.G, ctx: other.ctx, playerID: '1' }),
      );

      const a = await decisionOf(secretNumbersWithBot, real, '1');
      const b = await decisionOf(secretNumbersWithBot, other, '1');
      expect(a.action).toBeDefined();
      expect(b).toEqual(a);

      // Inference from seat 0's public play of its 2 reads seat 1's view of that moment only:
      // the same observation in either match gives the same decision and statistics…
      const played = { move: 'play', args: [2] };
      const heard = (state: State) => (bot: FairBot) => bot.observe(state, '1', '0', played);
      const c = await decisionOf(secretNumbersInferring, real, '1', heard(real));
      const d = await decisionOf(secretNumbersInferring, other, '1', heard(other));
      expect(d).toEqual(c);
      // …and it does weigh the worlds: the statistics differ from uninformed sampling.
      const uninformed = await decisionOf(secretNumbersInferring, real, '1');
      expect(uninformed.moves).not.toEqual(c.moves);
    },
    TIMEOUT,
  );

  it(
    "Goofspiel: the same bid whatever the opponent's hidden bid is",
    async () => {
      const match = new LocalMatch(goofspiel.game, { numPlayers: 2, seed: 'fair-2' });
      expect(match.move('1', 'bid', 6)).toEqual({ ok: true });
      const real = match.state;
      let other = twin(goofspiel, real, '1', 1);
      for (let seed = 2; seed < 50 && !differsForCheater(goofspiel, real, other, '0'); seed++) {
        other = twin(goofspiel, real, '1', seed);
      }
      expect(other.G.bids['1']).not.toBe(real.G.bids['1']);
      expect(match.view('0')).toEqual(
        goofspiel.game.playerView!({ G: other.G, ctx: other.ctx, playerID: '0' }),
      );

      const a = await decisionOf(goofspiel, real, '0');
      const b = await decisionOf(goofspiel, other, '0');
      expect(b).toEqual(a);
      expect(differsForCheater(goofspiel, real, other, '0')).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'never reads the random plugin state: the same decision with a different match seed behind the same view',
    async () => {
      const match = new LocalMatch(goofspiel.game, { numPlayers: 2, seed: 'fair-3' });
      const real = match.state;
      const reseeded = {
        ...real,
        plugins: { ...real.plugins, random: { data: { seed: 'another future' } } },
      };
      expect(await decisionOf(goofspiel, reseeded, '0')).toEqual(
        await decisionOf(goofspiel, real, '0'),
      );
    },
    TIMEOUT,
  );
});
