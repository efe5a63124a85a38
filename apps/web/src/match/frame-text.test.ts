import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import {
  namedStatus,
  outcomeOf,
  playerLabel,
  refusalWords,
  resultTitle,
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
