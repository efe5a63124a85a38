/** When a room is re-synced from storage: only once an announcement can no longer be on its way. */
import { describe, expect, it } from 'vitest';
import { RoomCatchUp } from './room-catch-up';

function catchUpOver(stored: Map<string, number>) {
  const resynced: string[] = [];
  const catchUp = new RoomCatchUp({
    everyMs: 1000,
    storedStateIDs: async (ids) =>
      new Map(ids.flatMap((id) => (stored.has(id) ? [[id, stored.get(id)!]] : []))),
    resync: async (matchID) => void resynced.push(matchID),
    onError: (error) => {
      throw error;
    },
  });
  return { catchUp, resynced };
}

describe('RoomCatchUp', () => {
  it('re-syncs a room that is behind storage at two checks in a row', async () => {
    const stored = new Map([['m', 3]]);
    const { catchUp, resynced } = catchUpOver(stored);
    catchUp.saw('m', 2);
    await catchUp.check();
    expect(resynced).toEqual([]);
    await catchUp.check();
    expect(resynced).toEqual(['m']);
  });

  it('leaves a room alone whose announcement arrives between two checks', async () => {
    const stored = new Map([['m', 3]]);
    const { catchUp, resynced } = catchUpOver(stored);
    catchUp.saw('m', 2);
    await catchUp.check();
    catchUp.saw('m', 3);
    await catchUp.check();
    await catchUp.check();
    expect(resynced).toEqual([]);
  });

  it('waits again while announcements keep arriving behind fast moves', async () => {
    const stored = new Map([['m', 3]]);
    const { catchUp, resynced } = catchUpOver(stored);
    catchUp.saw('m', 2);
    await catchUp.check();
    stored.set('m', 4);
    catchUp.saw('m', 3);
    await catchUp.check();
    expect(resynced).toEqual([]);
  });

  it('is not fooled by one socket syncing a state the others of its room were never sent', async () => {
    const stored = new Map([['m', 3]]);
    const { catchUp, resynced } = catchUpOver(stored);
    catchUp.synced('m', 2); // the room's first socket
    catchUp.synced('m', 3); // a player failing over from the process that stored state 3
    await catchUp.check();
    await catchUp.check();
    expect(resynced).toEqual(['m']);
  });

  it('forgets rooms this process no longer holds, and never goes back on a later state', async () => {
    const stored = new Map([
      ['gone', 9],
      ['m', 5],
    ]);
    const { catchUp, resynced } = catchUpOver(stored);
    catchUp.saw('gone', 1);
    catchUp.forget('gone');
    catchUp.saw('m', 5);
    catchUp.saw('m', 4); // a sync that read storage before the last update was delivered
    await catchUp.check();
    await catchUp.check();
    expect(resynced).toEqual([]);
  });

  it('tells an older state that arrives after a newer one from a state still to come', () => {
    const { catchUp } = catchUpOver(new Map());
    catchUp.saw('m', 5);
    expect(catchUp.sawLater('m', 4)).toBe(true);
    expect(catchUp.sawLater('m', 5)).toBe(false);
    expect(catchUp.sawLater('m', 6)).toBe(false);
    expect(catchUp.sawLater('other', 0)).toBe(false);
  });
});
