import { describe, expect, it } from 'vitest';
import { LocalMatch, defineMove, moveSpecOf, seededRandom } from '@gridplay/core';
import { type SecretNumbersState, secretNumbersWithBot, ticTacToe } from '@gridplay/core/testing';
import { coachAdvice } from './coach';
import { choiceWords, plainChoiceWords } from './coach-words';

const counted = { timeMs: Number.POSITIVE_INFINITY, iterations: 400 };

/** X = seat 0, O = seat 1; '.' empty. */
function ticTacToeAt(board: string, toMove: '0' | '1') {
  const match = new LocalMatch(ticTacToe.game, { numPlayers: 2, seed: 't' });
  const cells = [...board].map((c) => (c === 'X' ? '0' : c === 'O' ? '1' : null));
  match.patch(() => ({ cells }), { currentPlayer: toMove, playOrderPos: Number(toMove) });
  return match;
}

/** Secret Numbers with the hands dealt as given (seat 0 to play). */
function secretNumbersWith(hands: Record<string, number[]>) {
  const match = new LocalMatch(secretNumbersWithBot.game, { numPlayers: 2, seed: 's' });
  const used = Object.values(hands).flat();
  match.patch((G) => ({
    ...G,
    hands: structuredClone(hands),
    deck: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((card) => !used.includes(card)),
  }));
  return match;
}

describe('coachAdvice', () => {
  it('puts the one winning move first with a high chance, then two more (Tic-tac-toe, X wins at 2)', () => {
    const match = ticTacToeAt('XX.OO....', '0');
    const advice = coachAdvice({
      module: ticTacToe,
      view: match.view('0'),
      ctx: match.ctx,
      seat: '0',
      seed: 1,
      budget: counted,
    });
    expect(advice.iterations).toBe(400);
    expect(advice.choices).toHaveLength(3);
    const [best, second, third] = advice.choices;
    expect(best).toMatchObject({ choice: { move: 'mark', args: [2] }, words: 'Mark 2' });
    expect(best.chance).toBeGreaterThan(0.95);
    // Any other move lets O complete 3-4-5 at once: far lower.
    expect(second.chance!).toBeLessThan(0.6);
    expect(best.visits).toBeGreaterThanOrEqual(second.visits);
    expect(second.visits).toBeGreaterThanOrEqual(third.visits);
  });

  it('names the only choice without a chance, and nothing for a seat with nothing to do', () => {
    const match = ticTacToeAt('XOXOXO.OX', '0');
    const only = coachAdvice({
      module: ticTacToe,
      view: match.view('0'),
      ctx: match.ctx,
      seat: '0',
    });
    expect(only).toEqual({
      iterations: 0,
      choices: [
        { choice: { move: 'mark', args: [6] }, words: 'Mark 6', chance: undefined, visits: 0 },
      ],
    });
    const idle = coachAdvice({
      module: ticTacToe,
      view: match.view('1'),
      ctx: match.ctx,
      seat: '1',
    });
    expect(idle.choices).toEqual([]);
  });

  it("never depends on the other seat's hidden hand: two deals differing only there give the same advice", () => {
    const a = secretNumbersWith({ '0': [1, 5, 9], '1': [2, 3, 4] });
    const b = secretNumbersWith({ '0': [1, 5, 9], '1': [6, 7, 8] });
    expect(a.G).not.toEqual(b.G);
    const ask = (match: LocalMatch<SecretNumbersState>) =>
      coachAdvice({
        module: secretNumbersWithBot,
        view: match.view('0'),
        ctx: match.ctx,
        seat: '0',
        seed: 'same',
        budget: { ...counted, iterations: 200 },
      });
    const advice = ask(a);
    expect(advice.choices.map((c) => c.words).sort()).toEqual(['Plays 1', 'Plays 5', 'Plays 9']);
    expect(ask(b)).toEqual(advice);
  });
});

describe('coachAdvice words', () => {
  it('names choices whose lines read the same by their plain names', () => {
    const spec = moveSpecOf(secretNumbersWithBot.game.moves!.play)!;
    const vague = {
      ...secretNumbersWithBot,
      game: {
        ...secretNumbersWithBot.game,
        moves: {
          play: defineMove<SecretNumbersState, any[]>({
            ...spec,
            describe: () => 'Player 1 plays.',
          }),
        },
      },
    };
    const match = secretNumbersWith({ '0': [1, 5, 9], '1': [2, 3, 4] });
    const advice = coachAdvice({
      module: vague,
      view: match.view('0'),
      ctx: match.ctx,
      seat: '0',
      seed: 3,
      budget: { ...counted, iterations: 60 },
    });
    expect(advice.choices.map((c) => c.words).sort()).toEqual(['Play 1', 'Play 5', 'Play 9']);
  });
});

describe('choiceWords', () => {
  it("is the move's log line without the seat's own name", () => {
    const match = secretNumbersWith({ '0': [1, 5, 9], '1': [2, 3, 4] });
    const words = choiceWords(
      secretNumbersWithBot,
      match.view('0'),
      match.ctx,
      '0',
      { move: 'play', args: [5] },
      seededRandom(1),
    );
    expect(words).toBe('Plays 5');
  });

  /** Secret Numbers whose `play` writes `describe`'s line, and is secret when `secret` says. */
  function withPlayLine(
    describe: (G: SecretNumbersState, card: number) => string,
    secret = false,
  ): typeof secretNumbersWithBot {
    const spec = moveSpecOf(secretNumbersWithBot.game.moves!.play)!;
    const play = defineMove<SecretNumbersState, any[]>({
      ...spec,
      secret,
      describe: ({ G }, card: number) => describe(G, card),
    });
    return {
      ...secretNumbersWithBot,
      game: { ...secretNumbersWithBot.game, moves: { play } },
    };
  }

  const wordsFor = (module: typeof secretNumbersWithBot) => {
    const match = secretNumbersWith({ '0': [1, 5, 9], '1': [2, 3, 4] });
    return choiceWords(
      module,
      match.view('0'),
      match.ctx,
      '0',
      { move: 'play', args: [5] },
      seededRandom(1),
    );
  };

  it('falls back to the plain name when the line tells what the seat cannot see', () => {
    const telling = withPlayLine(
      (G, card) => `Player 1 plays ${card} against ${G.hands['1'].join(' ')}`,
    );
    expect(wordsFor(telling)).toBe('Play 5');
  });

  it('falls back to the plain name for a secret move (its line leaves out what is chosen)', () => {
    expect(wordsFor(withPlayLine(() => 'Player 1 has chosen a card.', true))).toBe('Play 5');
    expect(wordsFor(withPlayLine(() => 'Player 1 has chosen a card.'))).toBe('Has chosen a card.');
  });

  it('reads a move or event name and its arguments when the game writes no line', () => {
    expect(plainChoiceWords({ move: 'playCard', args: [3, 'left'] })).toBe('Play card 3, left');
    expect(plainChoiceWords({ event: 'endTurn' })).toBe('End turn');
    expect(plainChoiceWords({ move: 'chooseCard', args: [{ card: 'uberDash' }] })).toBe(
      'Choose card uber dash',
    );
    expect(plainChoiceWords({ move: 'pick_slot', args: [[1, 2]] })).toBe('Pick slot 1 2');
  });
});
