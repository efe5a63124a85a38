import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineGameModule, type GameModule } from '../contract/game-module';
import { defineMove } from '../rules/define-move';
import { ofSeat } from '../rules/of-seat';
import { LocalMatch } from '../simulate/local-match';
import { goofspiel } from '../testing/goofspiel';
import { secretNumbersWithBot } from '../testing/secret-numbers-bot';
import { secretNumbers } from '../testing/secret-numbers';
import { ticTacToe } from '../testing/tic-tac-toe';
import { CANNOT_TELL, CHANCE_HAPPENED, mayTakeBack, SOMETHING_REVEALED } from './take-back';

/** Plays `moves` from a fresh match; returns the state before them and the accepted actions. */
function played(module: GameModule<any>, moves: [string, string, ...unknown[]][]) {
  const match = new LocalMatch(module.game, { numPlayers: 2, seed: 'take-back' });
  const before = match.state;
  for (const [seat, name, ...args] of moves)
    expect(match.move(seat, name, ...args)).toEqual({ ok: true });
  return { before, actions: match.history };
}

describe('taking back decisions', () => {
  it('a tic-tac-toe mark and the reply can be taken back: nothing is hidden, nothing random', () => {
    const { before, actions } = played(ticTacToe, [
      ['0', 'mark', 4],
      ['1', 'mark', 0],
    ]);
    expect(mayTakeBack(ticTacToe, before, actions, '0')).toEqual({ ok: true });
  });

  it('a Goofspiel bid made while the opponent has not bid yet can be taken back', () => {
    const { before, actions } = played(goofspiel, [['0', 'bid', 3]]);
    expect(mayTakeBack(goofspiel, before, actions, '0')).toEqual({ ok: true });
  });

  it('a Goofspiel bid that closed the round cannot: it revealed the opponent bid and the next prize', () => {
    const { before, actions } = played(goofspiel, [
      ['1', 'bid', 5],
      ['0', 'bid', 3],
    ]);
    expect(mayTakeBack(goofspiel, before, actions, '0')).toEqual({
      ok: false,
      reason: SOMETHING_REVEALED,
    });
  });

  it('playing my own hidden card can be taken back, but not once the opponent has shown one of theirs', () => {
    const match = new LocalMatch(secretNumbersWithBot.game, { numPlayers: 2, seed: 'take-back' });
    const before = match.state;
    const mine = ofSeat(match.G.hands, '0')[0];
    match.move('0', 'play', mine);
    expect(mayTakeBack(secretNumbersWithBot, before, match.history, '0')).toEqual({ ok: true });
    match.move('1', 'play', ofSeat(match.G.hands, '1')[0]);
    expect(mayTakeBack(secretNumbersWithBot, before, match.history, '0')).toEqual({
      ok: false,
      reason: SOMETHING_REVEALED,
    });
  });

  it('a game with secrets and no determinize refuses rather than guess', () => {
    const match = new LocalMatch(secretNumbers.game, { numPlayers: 2, seed: 'take-back' });
    const before = match.state;
    match.move('0', 'play', ofSeat(match.G.hands, '0')[0]);
    expect(mayTakeBack(secretNumbers, before, match.history, '0')).toEqual({
      ok: false,
      reason: CANNOT_TELL,
    });
  });

  it('a die roll cannot be taken back, though the roller could see everything', () => {
    const roll = defineMove<{ rolls: number[] }>({
      apply: ({ G, random }) => {
        G.rolls.push(random.Die(6));
      },
    });
    const dice = defineGameModule<{ rolls: number[] }>({
      meta: {
        id: 'dice',
        title: 'Dice',
        description: 'Roll.',
        minPlayers: 2,
        maxPlayers: 2,
        setupOptions: [],
        art: '<svg/>',
        accent: '#fff',
      },
      game: {
        name: 'dice',
        setup: () => ({ rolls: [] }),
        moves: {
          roll,
          wait: defineMove<{ rolls: number[] }>({ args: z.tuple([]), apply: () => {} }),
        },
        playerView: ({ G }) => G,
        ai: { enumerate: () => [{ move: 'roll' }] },
      },
      board: async () => ({ default: () => null }),
    });
    const quiet = played(dice, [['0', 'wait']]);
    expect(mayTakeBack(dice, quiet.before, quiet.actions, '0')).toEqual({ ok: true });
    const rolled = played(dice, [['0', 'roll']]);
    expect(mayTakeBack(dice, rolled.before, rolled.actions, '0')).toEqual({
      ok: false,
      reason: CHANCE_HAPPENED,
    });
  });

  it('there is nothing to take back before the first decision', () => {
    const match = new LocalMatch(ticTacToe.game, { numPlayers: 2 });
    expect(mayTakeBack(ticTacToe, match.state, [], '0').ok).toBe(false);
  });
});
