import { describe, expect, it } from 'vitest';
import { LocalMatch, seededRandom } from '@gridplay/core';
import { secretNumbers, goofspiel, secretNumbersWithBot, ticTacToe } from '@gridplay/core/testing';
import { decideMove, searchDecision } from './decide-move';
import { BUDGETS, DIFFICULTIES, budgetOf } from './difficulty';
import { FairBot, fairBotClass } from './fair-bot';
import { searchMove } from './ismcts';
import { MissingDeterminizeError, worldSampler } from './sample-world';

const counted = { timeMs: Number.POSITIVE_INFINITY };

/** X = seat 0, O = seat 1; '.' empty. */
function ticTacToeAt(board: string, toMove: '0' | '1') {
  const match = new LocalMatch(ticTacToe.game, { numPlayers: 2, seed: 't' });
  const cells = [...board].map((c) => (c === 'X' ? '0' : c === 'O' ? '1' : null));
  match.patch(() => ({ cells }), { currentPlayer: toMove, playOrderPos: Number(toMove) });
  return match;
}

describe('decideMove', { timeout: 60_000 }, () => {
  it('takes a win in one (Tic-tac-toe, X to move, row 0-1-2 open)', () => {
    const match = ticTacToeAt('XX.OO....', '0');
    for (const difficulty of DIFFICULTIES) {
      const choice = decideMove({
        module: ticTacToe,
        G: match.view('0'),
        ctx: match.ctx,
        seat: '0',
        difficulty,
        seed: 1,
        budget: { ...counted, iterations: Math.min(BUDGETS[difficulty].iterations, 2000) },
      });
      expect(choice).toEqual({ move: 'mark', args: [2] });
    }
  });

  it('blocks a win in one (O threatens 3-4-5, X to move)', () => {
    const match = ticTacToeAt('X...OO..X', '0');
    const choice = decideMove({
      module: ticTacToe,
      G: match.view('0'),
      ctx: match.ctx,
      seat: '0',
      difficulty: 'normal',
      seed: 2,
      budget: counted,
    });
    expect(choice).toEqual({ move: 'mark', args: [3] });
  });

  it('returns undefined for a seat that has nothing to do, and the only move without searching', () => {
    const match = ticTacToeAt('XOXOXO.OX', '0');
    expect(
      decideMove({
        module: ticTacToe,
        G: match.view('1'),
        ctx: match.ctx,
        seat: '1',
        difficulty: 'easy',
      }),
    ).toBeUndefined();
    const result = searchDecision({
      module: ticTacToe,
      G: match.view('0'),
      ctx: match.ctx,
      seat: '0',
      difficulty: 'hard',
    });
    expect(result).toMatchObject({ choice: { move: 'mark', args: [6] }, iterations: 0 });
  });

  it('replays exactly from its seed, and spends exactly the iteration budget', () => {
    const match = new LocalMatch(goofspiel.game, { numPlayers: 2, seed: 'g' });
    const request = {
      module: goofspiel,
      G: match.view('0'),
      ctx: match.ctx,
      seat: '0',
      difficulty: 'easy' as const,
      seed: 'x',
      budget: counted,
    };
    const first = searchDecision(request);
    expect(first.iterations).toBe(BUDGETS.easy.iterations);
    expect(searchDecision(request).moves).toEqual(first.moves);
  });

  it('stops before an iteration would overrun the time budget (fake clock: 10 ms per iteration, cap 100 ms)', () => {
    const match = new LocalMatch(goofspiel.game, { numPlayers: 2, seed: 'g' });
    let clock = 0;
    const result = searchMove({
      module: goofspiel,
      view: match.view('0'),
      ctx: match.ctx,
      seat: '0',
      sampler: worldSampler(goofspiel, match.view('0'), match.ctx, '0'),
      budget: { iterations: 1_000_000, timeMs: 100 },
      random: seededRandom(1),
      now: () => (clock += 10),
    });
    expect(result.iterations).toBe(9);
  });

  it('refuses, with the reason, to play a game with secrets but no determinize', () => {
    const match = new LocalMatch(secretNumbers.game, { numPlayers: 2, seed: 's' });
    const request = {
      module: secretNumbers,
      G: match.view('0'),
      ctx: match.ctx,
      seat: '0',
      difficulty: 'easy' as const,
    };
    expect(() => decideMove(request)).toThrow(MissingDeterminizeError);
    expect(() => decideMove(request)).toThrow(/bot\.determinize/);
    expect(decideMove({ ...request, module: secretNumbersWithBot })).toMatchObject({
      move: 'play',
    });
  });

  it('FairBot refuses the same way when handed the full state of such a game', async () => {
    const match = new LocalMatch(secretNumbers.game, { numPlayers: 2, seed: 's' });
    await expect(new FairBot({ module: secretNumbers }).play(match.state, '0')).rejects.toThrow(
      MissingDeterminizeError,
    );
  });

  it('names a bad difficulty or seat in its error', () => {
    const match = ticTacToeAt('.........', '0');
    const base = { module: ticTacToe, G: match.view('0'), ctx: match.ctx, seat: '0' };
    expect(() => decideMove({ ...base, difficulty: 'expert' as never })).toThrow(
      /Unknown difficulty "expert"/,
    );
    expect(() => decideMove({ ...base, seat: '5', difficulty: 'easy' })).toThrow(
      /Seat "5" is not playing/,
    );
    expect(() => budgetOf('expert' as never)).toThrow(/easy, normal, hard/);
  });

  it('offers a boardgame.io Bot class per game and difficulty that answers with a legal action', async () => {
    const match = ticTacToeAt('XX.OO....', '0');
    const Bot = fairBotClass(ticTacToe, 'easy');
    const { action } = await new Bot({ seed: 3 }).play(match.state, '0');
    expect(action).toMatchObject({ type: 'MAKE_MOVE', payload: { type: 'mark', playerID: '0' } });
    expect(match.move('0', 'mark', ...(action.payload.args as number[]))).toEqual({ ok: true });
  });
});

describe('the search leaves the state it was given alone', () => {
  it('the real ctx (stage move counts included) is unchanged after a decision', async () => {
    const { secretNumbersBot } = await import('@gridplay/core/testing');
    const staged = {
      ...secretNumbers,
      bot: secretNumbersBot,
      game: {
        ...secretNumbers.game,
        turn: {
          activePlayers: { currentPlayer: 'choose', maxMoves: 1 },
          stages: { choose: { moves: secretNumbers.game.moves } },
        },
      },
    } as typeof secretNumbers;
    const match = new LocalMatch(staged.game, { numPlayers: 2, seed: 'untouched' });
    const view = match.view('0');
    const before = structuredClone(match.ctx);
    decideMove({
      module: staged,
      G: view,
      ctx: match.ctx,
      seat: '0',
      difficulty: 'easy',
      seed: 1,
      budget: { iterations: 30 },
    });
    expect(match.ctx).toEqual(before);
  });
});

describe('the sampled worlds share the view, and playing on them never changes it', () => {
  /** Frozen all the way down: any write into the view throws (ES modules run in strict mode). */
  function deepFreeze<T>(value: T): T {
    if (value !== null && typeof value === 'object') {
      for (const child of Object.values(value)) deepFreeze(child);
      Object.freeze(value);
    }
    return value;
  }

  it.each(['fast', 'reducer'] as const)(
    'Goofspiel on the %s engine: determinize shares the hands and scores, the search copies before playing',
    (engine) => {
      const match = new LocalMatch(goofspiel.game, { numPlayers: 2, seed: 'shared' });
      match.move('1', 'bid', 3);
      const view = match.view('0') as { hands: unknown; scores: unknown };
      const before = structuredClone(view);
      const world = goofspiel.bot!.determinize!(view as never, match.ctx, '0', seededRandom(1));
      expect((world as typeof view).hands).toBe(view.hands);
      deepFreeze(view);
      const result = searchDecision({
        module: goofspiel,
        G: view,
        ctx: match.ctx,
        seat: '0',
        difficulty: 'normal',
        seed: 4,
        budget: { ...counted, iterations: 200 },
        engine,
      });
      expect(result.iterations).toBe(200);
      expect(view).toEqual(before);
    },
  );
});
