/**
 * The stored clock follows the authoritative state: it waits for a full table, runs for every
 * person's seat with a decision (several at once in a simultaneous step, none for bot seats or
 * after game over), credits the movers, and is brought to each state once.
 */
import { describe, expect, it } from 'vitest';
import type { Server, State } from 'boardgame.io';
import { clockBroughtTo, lifecycleOf, snapshotOf, withPresence } from './lifecycle-data';

const control = { kind: 'fischer', initialMs: 60_000, incrementMs: 5_000, onTimeout: 'lose' };

function matchData(held = [true, true, true], bots: Record<string, string> = {}): Server.MatchData {
  return {
    gameName: 'g',
    players: Object.fromEntries(
      held.map((isHeld, id) => [id, isHeld ? { id, name: `P${id}`, credentials: 'c' } : { id }]),
    ),
    createdAt: 0,
    updatedAt: 0,
    gridplayTimeControl: control,
    gridplayBots: bots,
  } as unknown as Server.MatchData;
}

function state(stateID: number, ctx: Record<string, unknown>, movers: string[] = []): State {
  return {
    _stateID: stateID,
    ctx: { currentPlayer: '0', numPlayers: 3, ...ctx },
    deltalog: movers.map((playerID) => ({ action: { type: 'MAKE_MOVE', payload: { playerID } } })),
  } as unknown as State;
}

const running = (metadata: Server.MatchData) =>
  Object.entries(lifecycleOf(metadata).clock!.seats)
    .filter(([, seat]) => seat.runningSince !== null)
    .map(([id]) => id);

describe('the stored clock', () => {
  it('does not start before every seat is taken', () => {
    expect(clockBroughtTo(matchData([true, false, true]), state(0, {}), 1000)).toBeUndefined();
    expect(running(clockBroughtTo(matchData(), state(0, {}), 1000)!)).toEqual(['0']);
  });

  it('runs for every seat of a simultaneous step, but not for bot seats', () => {
    const simultaneous = state(0, { activePlayers: { '0': 'pick', '1': 'pick', '2': 'pick' } });
    const started = clockBroughtTo(
      matchData([true, true, true], { '2': 'normal' }),
      simultaneous,
      0,
    )!;
    expect(running(started)).toEqual(['0', '1']);
    // Seat 0 picks; seats 1 and 2 still decide: 0 stops with its increment, 1 runs on.
    const after = clockBroughtTo(
      started,
      state(1, { activePlayers: { '1': 'pick', '2': 'pick' } }, ['0']),
      4_000,
    )!;
    expect(running(after)).toEqual(['1']);
    expect(lifecycleOf(after).clock!.seats['0']).toEqual({
      remainingMs: 61_000,
      runningSince: null,
    });
    expect(lifecycleOf(after).clock!.seats['1']).toEqual(lifecycleOf(started).clock!.seats['1']);
  });

  it('is brought to a state once, never back to an older one, and stops at game over', () => {
    const started = clockBroughtTo(matchData(), state(0, {}), 0)!;
    const moved = clockBroughtTo(started, state(1, { currentPlayer: '1' }, ['0']), 2_000)!;
    expect(clockBroughtTo(moved, state(1, { currentPlayer: '1' }, ['0']), 3_000)).toBeUndefined();
    expect(clockBroughtTo(moved, state(0, {}), 3_000)).toBeUndefined();
    const over = clockBroughtTo(moved, state(2, { gameover: { winner: '1' } }, ['1']), 5_000)!;
    expect(running(over)).toEqual([]);
  });
});

describe('presence', () => {
  it('marks a person away once, not a bot, and shows when the grace ends', () => {
    let metadata = withPresence(matchData(), '1', false, 1_000);
    metadata = withPresence(metadata, '1', false, 9_000);
    metadata = withPresence(metadata, '2', false, 1_000);
    expect(snapshotOf(metadata, 2_000, 500).away).toEqual({
      '1': { since: 1_000, graceEndsAt: 1_500 },
      '2': { since: 1_000, graceEndsAt: 1_500 },
    });
    const withBot = { ...metadata, gridplayBots: { '2': 'normal' } } as Server.MatchData;
    expect(Object.keys(snapshotOf(withBot, 2_000, 500).away)).toEqual(['1']);
    expect(
      snapshotOf(withPresence(metadata, '1', true, 3_000), 3_000, 500).away['1'],
    ).toBeUndefined();
  });
});
