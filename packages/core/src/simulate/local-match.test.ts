import { describe, expect, it } from 'vitest';
import { LocalMatch } from './local-match';
import { ofSeat } from '../rules/of-seat';
import { secretNumbers } from '../testing/secret-numbers';

const newMatch = (seed = 's1') => new LocalMatch(secretNumbers.game, { numPlayers: 2, seed });

describe('LocalMatch', () => {
  it('plays an accepted move and records it', () => {
    const match = newMatch();
    const card = ofSeat(match.G.hands, '0')[0];
    expect(match.move('0', 'play', card)).toEqual({ ok: true });
    expect(match.G.scores['0']).toBe(card);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.history).toEqual([{ kind: 'move', playerID: '0', name: 'play', args: [card] }]);
  });

  it('refuses a move out of turn with a specific reason and keeps the state', () => {
    const match = newMatch();
    const before = match.state;
    const result = match.move('1', 'play', ofSeat(match.G.hands, '1')[0]);
    expect(result).toEqual({ ok: false, reason: 'It is not your turn (waiting for player 1).' });
    expect(match.state).toBe(before);
  });

  it("refuses a card the player doesn't hold, naming the rule", () => {
    const match = newMatch();
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (n) => !ofSeat(match.G.hands, '0').includes(n),
    )!;
    expect(match.move('0', 'play', missing)).toEqual({
      ok: false,
      reason: `You hold no ${missing}.`,
    });
  });

  it('refuses malformed arguments', () => {
    const match = newMatch();
    const result = match.move('0', 'play', 'seven');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^Malformed move: argument 1 should be a number/);
  });

  it('is deterministic from its seed and differs across seeds', () => {
    expect(newMatch('a').G).toEqual(newMatch('a').G);
    const deals = new Set(
      ['a', 'b', 'c', 'd', 'e'].map((s) => JSON.stringify(newMatch(s).G.hands)),
    );
    expect(deals.size).toBeGreaterThan(1);
  });

  it('patch sets up a scenario position', () => {
    const match = newMatch().patch((G) => {
      G.hands = { '0': [9], '1': [1] };
    });
    match.move('0', 'play', 9);
    match.move('1', 'play', 1);
    expect(match.ctx.gameover).toEqual({ winner: '0' });
  });

  it('writes the move description into the log metadata', () => {
    const match = newMatch();
    const card = ofSeat(match.G.hands, '0')[0];
    match.move('0', 'play', card);
    expect(match.state.deltalog?.[0]?.metadata).toEqual({ text: `Player 1 plays ${card}` });
  });
});

describe('LocalMatch holds a match to what the server holds it to', () => {
  it('refuses the events a player may not send, with the reason the server gives, and keeps the state', () => {
    const match = newMatch();
    const before = match.state;
    // secret-numbers leaves boardgame.io's `pass` enabled: the reducer alone would run it.
    expect(match.event('0', 'pass')).toEqual({
      ok: false,
      reason: 'Players cannot send "pass": only the rules of the game may.',
    });
    expect(match.event('0', 'endGame', { winner: '0' })).toEqual({
      ok: false,
      reason: '"endGame" is not part of this game.',
    });
    expect(match.event('0', 'endTurn')).toEqual({
      ok: false,
      reason: 'You must make 1 move before ending your turn.',
    });
    expect(match.event('1', 'endTurn')).toEqual({
      ok: false,
      reason: 'It is not your turn (waiting for player 1).',
    });
    expect(match.state).toBe(before);
    expect(match.history).toEqual([]);
  });

  it('still plays an event the rules offer the seat', () => {
    const offersPass = {
      ...secretNumbers.game,
      ai: { enumerate: () => [{ event: 'pass' }] },
    } as typeof secretNumbers.game;
    const match = new LocalMatch(offersPass, { numPlayers: 2, seed: 'pass' });
    expect(match.event('0', 'pass')).toEqual({ ok: true });
    expect(match.ctx.currentPlayer).toBe('1');
  });

  it("refuses a player count outside the game's minPlayers–maxPlayers", () => {
    const twoToThree = { ...secretNumbers.game, minPlayers: 2, maxPlayers: 3 };
    expect(() => new LocalMatch(twoToThree, { numPlayers: 4 })).toThrow(
      'secret-numbers is for 2–3 players, not 4.',
    );
    expect(() => new LocalMatch(twoToThree, { numPlayers: 1 })).toThrow(
      'secret-numbers is for 2–3 players, not 1.',
    );
    expect(() => new LocalMatch(twoToThree, { numPlayers: 2.5 })).toThrow(
      'numPlayers must be a whole number of at least 1, not 2.5.',
    );
    expect(new LocalMatch(twoToThree, { numPlayers: 3 }).ctx.numPlayers).toBe(3);
  });
});

describe('LocalMatch forks', () => {
  it('a move on a fork never changes the state it was forked from (stage move counts included)', () => {
    const staged = {
      ...secretNumbers.game,
      turn: {
        activePlayers: { all: 'choose', maxMoves: 2 },
        stages: { choose: { moves: secretNumbers.game.moves } },
      },
    } as typeof secretNumbers.game;
    const match = new LocalMatch(staged, { numPlayers: 2, seed: 'fork' });
    const snapshot = structuredClone(match.state);
    const trial = match.fork();
    expect(trial.move('1', 'play', ofSeat(match.G.hands, '1')[0])).toEqual({ ok: true });
    expect(match.state).toEqual(snapshot);
    expect(trial.G.scores['1']).toBeGreaterThan(0);
  });
});
