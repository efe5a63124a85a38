import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cloneData, LocalMatch, seededRandom } from '@gridplay/core';
import { blastFirstRollout, evaluate, gainOf, rolloutMove, trialCopy } from './ai';
import module from './index';
import { enumerate } from './legal-moves';
import { DEMO_DECKS, PRECONSTRUCTED_DECKS } from './decks';
import { game } from './game';
import { P1, at, setGauge, setHand } from './testing/scenario';
import { defOf } from './cards';
import type { MegaManState } from './state';
import { playerView } from './view';

// The demo decks and the eight preconstructed ones: every card of the pool.
const decks = [...DEMO_DECKS, ...PRECONSTRUCTED_DECKS].map((d) => d.key);

/** A seed and two decks: a match of those decks, and a random source, from that seed. */
const anyMatch = fc.record({
  seed: fc.integer({ min: 0, max: 1e6 }),
  deck0: fc.constantFrom(...decks),
  deck1: fc.constantFrom(...decks),
});

function matchOf({ seed, deck0, deck1 }: { seed: number; deck0: string; deck1: string }) {
  const match = new LocalMatch<MegaManState>(game, {
    numPlayers: 2,
    seed,
    setupData: { deck0, deck1, list0: '', list1: '' },
  });
  return { match, random: seededRandom(seed) };
}

describe('ai', () => {
  it('property: from its own view, every offered move is accepted, and random play always ends', () => {
    fc.assert(
      fc.property(anyMatch, (setup) => {
        const { match, random } = matchOf(setup);
        while (!match.isOver) {
          const [seat] = match.activePlayers();
          const view = playerView({ G: match.G, playerID: seat });
          const moves = enumerate(view, match.ctx, seat);
          expect(moves.length).toBeGreaterThan(0);
          for (const move of moves) expect(match.fork().play(seat, move)).toEqual({ ok: true });
          match.play(seat, moves[random.Die(moves.length) - 1]);
          expect(match.history.length).toBeLessThan(4000);
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('property: an action tried for its gain (a rollout step) never changes the state it was tried on', () => {
    /** Every object and array inside `value`, the value itself included. */
    const partsOf = (value: unknown, into = new Set<object>()): Set<object> => {
      if (value !== null && typeof value === 'object') {
        into.add(value);
        for (const part of Object.values(value)) partsOf(part, into);
      }
      return into;
    };
    fc.assert(
      fc.property(anyMatch, (setup) => {
        const { match, random } = matchOf(setup);
        let tried = 0;
        while (!match.isOver && tried < 60) {
          const [seat] = match.activePlayers();
          const moves = enumerate(playerView({ G: match.G, playerID: seat }), match.ctx, seat);
          const G = cloneData(match.G);
          // The copy is the state, and none of its objects or arrays is one of the state's.
          const copy = trialCopy(G);
          expect(copy).toEqual(G);
          const shared = partsOf(G);
          expect([...partsOf(copy)].filter((part) => shared.has(part))).toEqual([]);
          if (G.pending?.stage === 'main') {
            const before = JSON.stringify(G);
            for (const move of moves) {
              if (!('move' in move) || move.move === 'pass' || move.move === 'blast') continue;
              gainOf(G, seat as '0' | '1', move);
              expect(JSON.stringify(G)).toBe(before);
              tried++;
            }
          }
          match.play(seat, moves[random.Die(moves.length) - 1]);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('offers a card once per design, with each choice its effect needs', () => {
    const match = at((G) => {
      setHand(G, P1, 'cannon', 'cannon', 'asking-for-it');
      setGauge(G, P1, 'rival', 'rival', 'rival');
    });
    const moves = enumerate(match.G, match.ctx, P1);
    expect(moves.map((m) => ('move' in m ? m.move : ''))).toEqual([
      'playChip',
      'playEvent',
      'blast',
      'pass',
    ]);
  });

  it('evaluate: a bigger deck than the opponent scores higher; a win is 1', () => {
    const match = at(() => undefined);
    const even = evaluate(match.G, match.ctx, P1);
    const ahead = at((G) => G.seats['1'].discard.push(...G.seats['1'].deck.splice(0, 6)));
    expect(evaluate(ahead.G, ahead.ctx, P1)).toBeGreaterThan(even);
    expect(evaluate(match.G, { ...match.ctx, gameover: { winner: P1 } }, P1)).toBe(1);
  });

  it('the rollout policy plays the card that gains before it blasts, as the club player does', () => {
    const match = at((G) => {
      setHand(G, P1, 'cannon');
      setGauge(G, P1, 'cannon', 'guts-punch', 'rival');
    });
    const random = seededRandom(1);
    const choice = rolloutMove(match.G, match.ctx, P1, enumerate(match.G, match.ctx, P1), random);
    expect(choice).toEqual({ move: 'playChip', args: [match.G.seats[P1].hand[0]] });
    expect(match.G.seats[P1].hand[0]).toMatch(/:cannon#/);
  });

  it('the rollout policy plays the resource of its NetNavi’s emblem first', () => {
    const match = at((G) => setHand(G, P1, 'rival', 'big-trouble'), { stage: 'resources' });
    const moves = enumerate(match.G, match.ctx, P1);
    for (let seed = 1; seed <= 8; seed++) {
      const choice = rolloutMove(match.G, match.ctx, P1, moves, seededRandom(seed));
      expect(defOf(String(choice.args![0]))).toBe('big-trouble'); // the GutsMan emblem
    }
  });

  it('the baseline rollout (bot.baseline) blasts at once and plays any resource, as before 2026-11-27', () => {
    const main = at((G) => {
      setHand(G, P1, 'cannon');
      setGauge(G, P1, 'cannon', 'guts-punch', 'rival');
    });
    const moves = enumerate(main.G, main.ctx, P1);
    expect(blastFirstRollout(main.G, main.ctx, P1, moves, seededRandom(1))).toMatchObject({
      move: 'blast',
    });
    expect(module.bot?.baseline?.rollout).toBe(blastFirstRollout);
    const resources = at((G) => setHand(G, P1, 'rival', 'big-trouble'), { stage: 'resources' });
    const plays = enumerate(resources.G, resources.ctx, P1);
    const played = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        defOf(
          String(
            blastFirstRollout(resources.G, resources.ctx, P1, plays, seededRandom(seed)).args![0],
          ),
        ),
      ),
    );
    expect(played).toEqual(new Set(['rival', 'big-trouble']));
  });

  it('the rollout policy blasts when no card gains, and keeps the highest destiny', () => {
    const match = at((G) => {
      setHand(G, P1);
      setGauge(G, P1, 'cannon', 'guts-punch', 'rival');
    });
    const random = seededRandom(1);
    expect(rolloutMove(match.G, match.ctx, P1, enumerate(match.G, match.ctx, P1), random)).toEqual({
      move: 'blast',
      args: [],
    });
    match.move(P1, 'blast');
    const choice = rolloutMove(match.G, match.ctx, P1, enumerate(match.G, match.ctx, P1), random);
    expect(choice).toEqual({ move: 'chooseDestiny', args: [match.G.main.blast!.revealed[1]] });
  });
});
