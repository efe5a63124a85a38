import { describe, expect, it } from 'vitest';
import { LocalMatch } from '@gridplay/core';
import module from './index';
import type { State } from './state';

describe('the flow', () => {
  it('players only make moves: every boardgame.io event is disabled, none is offered', () => {
    // The server refuses a disabled event (apps/server/src/match/client-events.ts). Core's
    // LocalMatch runs boardgame.io's reducer, which does not check `events` at all: there a
    // `pass` or `endGame` would be accepted, so the guarantee is this configuration.
    const events = module.game.events as Record<string, boolean>;
    for (const event of ['pass', 'endTurn', 'endGame', 'endPhase', 'setPhase', 'endStage'])
      expect(events[event], event).toBe(false);
    const match = new LocalMatch<State>(module.game, { numPlayers: 3, seed: 'events' });
    for (let step = 0; step < 30 && !match.isOver; step++) {
      const seat = match.ctx.currentPlayer;
      const choices = match.legalMoves(seat);
      expect(choices.every((choice) => 'move' in choice)).toBe(true);
      match.play(seat, choices[step % choices.length]);
    }
  });

  it('a turn is one move: after a bid the next player still in is to act', () => {
    const match = new LocalMatch<State>(module.game, { numPlayers: 3, seed: 'one-move' });
    const opener = match.ctx.currentPlayer;
    expect(match.move(opener, 'bid', 1, 6)).toEqual({ ok: true });
    expect(match.ctx.currentPlayer).toBe(String((Number(opener) + 1) % 3));
    expect(match.ctx.numMoves).toBe(0);
  });
});
