/**
 * Simultaneous secret choice on boardgame.io's own server master: two choices made against the
 * same state (they crossed on the network) are both kept, and the round resolves once all are in.
 */
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { game } from '../game';
import { cellAt, scenario } from '../testing/scenario';
import type { LightcycleState } from '../state';

const at = cellAt(10);

function serverWith(initial: State<LightcycleState>) {
  const stored = { state: initial };
  const storage = {
    type: () => 0, // synchronous storage
    fetch: () => ({ state: stored.state, metadata: {} }),
    setState: (_id: string, state: State<LightcycleState>) => void (stored.state = state),
    setMetadata: () => undefined,
    createMatch: () => undefined,
    wipe: () => undefined,
    listMatches: () => [],
  };
  const master = new Master(game, storage as never, {
    send: () => undefined,
    sendAll: () => undefined,
  });
  return { master, stored };
}

const choose = (playerID: string, card: string) => ({
  type: 'MAKE_MOVE',
  payload: { type: 'chooseCard', args: [{ card }], playerID },
});

describe('simultaneous secret choice', () => {
  it('keeps both choices when two arrive with the same (now stale) state id', async () => {
    const match = scenario(2, { 0: [at(5, 5), at(5, 4)], 1: [at(1, 1), at(1, 0)] });
    const { master, stored } = serverWith(match.state);
    const seenByBoth = match.state._stateID;
    await master.onUpdate(choose('0', 'left') as never, seenByBoth, 'm', '0');
    expect(stored.state.G.choices[0]).toEqual({ card: 'left' });
    await master.onUpdate(choose('1', 'forward') as never, seenByBoth, 'm', '1');
    // Both cards were kept and the round resolved with them.
    expect(stored.state.G.lastRound!.revealed).toEqual({
      0: { card: 'left' },
      1: { card: 'forward' },
    });
    expect(stored.state.G.seats[0].cycle.head).toBe(at(4, 5));
    expect(stored.state.G.seats[1].cycle.head).toBe(at(1, 2));
  });

  it('a player cannot change or repeat a choice once made', async () => {
    const match = scenario(3, {
      0: [at(5, 5), at(5, 4)],
      1: [at(1, 1), at(1, 0)],
      2: [at(8, 8), at(8, 9)],
    });
    expect(match.move('0', 'chooseCard', { card: 'left' })).toEqual({ ok: true });
    expect(match.move('0', 'chooseCard', { card: 'right' })).toEqual({
      ok: false,
      reason: 'You have nothing to do right now: waiting for the other players.',
    });
    expect(match.G.choices[0]).toEqual({ card: 'left' });
  });
});
