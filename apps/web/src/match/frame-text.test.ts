import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import {
  namedStatus,
  outcomeOf,
  playerLabel,
  refusalWords,
  resultTitle,
  sinceMyLastMove,
  thinkingLine,
  withNames,
} from './frame-text';

const generic = { meta: { seatNames: undefined } } as never;
const roles = { meta: { seatNames: ['Tron', 'MCP'] } } as never;
const names = { '0': 'Ada', '3': 'Dana' };
const over = (gameover: unknown) => ({ G: {}, ctx: { gameover, numPlayers: 4 } as Ctx });

describe('player names at the table', () => {
  it('a generic seat is called by its player name; a role keeps its role beside the name', () => {
    expect(playerLabel(generic, '3', names)).toBe('Dana');
    expect(playerLabel(generic, '1', names)).toBe('Player 2');
    expect(playerLabel(roles, '0', names)).toBe('Ada (Tron)');
  });

  it("puts names into a game's sentences, only where a generic seat name stands", () => {
    expect(withNames('Player 4 crashes into Player 1.', generic, names)).toBe(
      'Dana crashes into Ada.',
    );
    expect(withNames('Player 10 moves.', generic, names)).toBe('Player 10 moves.');
    expect(withNames('Tron attacks.', roles, names)).toBe('Tron attacks.');
  });

  it('hotseat names the winner instead of telling the table "Defeat"', () => {
    const state = over({ winner: '3' });
    const { verdict, text } = outcomeOf(generic, state, '0', names);
    expect(verdict).toBe('lost');
    expect(text).toBe('Dana wins.');
    expect(resultTitle(generic, state, verdict, 'table', names)).toBe('Dana wins');
    expect(resultTitle(generic, state, verdict, 'seat', names)).toBe('Defeat');
  });

  it('the status at game over is the result, never "the game is over"', () => {
    const module = { meta: {}, prompt: () => 'The game is over.' } as never;
    const status = namedStatus(module, over({ winner: '0' }), null, names);
    expect(status.prompt).toBe('Ada wins.');
  });

  it('a spectator is told who is playing', () => {
    const state = { G: {}, ctx: { currentPlayer: '3', numPlayers: 4 } as Ctx };
    const status = namedStatus(generic, state, null, names);
    expect(status.turn).toBe('Dana is playing');
    expect(status.prompt).toBe('You are watching. Dana is playing.');
  });
});

describe('the banner at one screen and after the others played', () => {
  const together = {
    G: {},
    ctx: { activePlayers: { '0': 'play', '1': 'play', '2': 'play' }, numPlayers: 3 } as never,
  };
  const people = { '0': 'Alice', '1': 'Bea', '2': 'Cal' };

  it('hotseat calls the person to move by name, with the others by name too', () => {
    expect(namedStatus(generic, together, '0', people, 'table').turn).toBe(
      'Your move, Alice (with Bea and Cal)',
    );
    const alone = { G: {}, ctx: { currentPlayer: '1', numPlayers: 3 } as Ctx };
    expect(namedStatus(generic, alone, '1', people, 'table').turn).toBe('Your turn, Bea');
  });

  it('a seat of its own is "you", and the others are named', () => {
    expect(namedStatus(generic, together, '0', people).turn).toBe('Your move (with Bea and Cal)');
  });

  it('says who is thinking by name, with the grammar of one or several', () => {
    expect(thinkingLine(['Bea'])).toBe('Bea is thinking');
    expect(thinkingLine(['Bea', 'Cal'])).toBe('Bea and Cal are thinking');
    expect(thinkingLine(['Ann', 'Bea', 'Cal'])).toBe('Ann, Bea and Cal are thinking');
  });

  it('tells a seat what happened since its own last move, and a spectator nothing', () => {
    const lines = [
      { key: 'a', seat: '1', text: 'Bea bids' },
      { key: 'b', seat: '0', text: 'Alice raises' },
      { key: 'c', seat: '1', text: 'Bea calls' },
      { key: 'd', seat: undefined, text: 'The round ends' },
    ];
    expect(sinceMyLastMove(lines, '0').map((l) => l.key)).toEqual(['c', 'd']);
    expect(sinceMyLastMove(lines, '1').map((l) => l.key)).toEqual(['d']);
    expect(sinceMyLastMove(lines, '2').map((l) => l.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(sinceMyLastMove(lines, null)).toEqual([]);
  });
});

describe('refusals in player words', () => {
  it('names the move and the step instead of code names', () => {
    const module = {
      meta: {},
      phaseLabel: (p: string) => (p === 'downloadProgram' ? 'Download a program' : p),
    } as never;
    const words = refusalWords(module, '"erase" is not allowed now (downloadProgram).');
    expect(words).toBe('You cannot erase now: this is the Download a program step.');
    expect(words).not.toMatch(/downloadProgram|"erase"/);
  });
});
