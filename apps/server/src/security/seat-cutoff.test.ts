/**
 * Issue 10, item 2: a seat's view goes only to the socket that holds the seat now. A host who
 * joins the open seat, syncs, leaves and lets the next player in must not read that player's
 * hand; rotating credentials (leave and join again) cuts the old socket off too.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch } from '../testing/lobby-client';
import { SocketPlayer } from '../testing/socket-player';
import { send } from '../testing/hostile-http';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const lobby = (matchID: string, action: string, body: unknown) =>
  send(`${server.url}/games/hidden-hands/${matchID}/${action}`, { body });

/** Updates this socket received that show seat `seat`'s hand. */
const handsSeen = (client: SocketPlayer, seat: string) =>
  client.received.filter((r) => r.event === 'update' && Array.isArray(r.args[1]?.G?.hands?.[seat]))
    .length;

it('a host who syncs seat 1, leaves, and lets a player in is cut off and sees no more of seat 1', async () => {
  const matchID = await createMatch(server.url, 'hidden-hands');
  const host = await joinMatch(server.url, 'hidden-hands', matchID, '0');
  const squat = await joinMatch(server.url, 'hidden-hands', matchID, '1');
  const spy = new SocketPlayer(server.url, 'hidden-hands', matchID, '1', squat.credentials);
  const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', host.credentials);
  try {
    await spy.synced();
    await north.synced();
    expect(spy.state.G.hands['1']).toHaveLength(3);

    const cutOff = spy.next((r) => r.event === 'gridplay:error');
    expect((await lobby(matchID, 'leave', squat)).status).toBe(200);
    expect((await cutOff).args[0].reason).toBe(
      'You no longer hold seat 1 of this match: join it again to play.',
    );

    const south = await joinMatch(server.url, 'hidden-hands', matchID, '1');
    const player = new SocketPlayer(server.url, 'hidden-hands', matchID, '1', south.credentials);
    try {
      await player.synced();
      expect((await north.move('play', north.state.G.hands['0'][0])).event).toBe('update');
      await player.reaches(1);
      expect((await player.move('play', player.state.G.hands['1'][0])).event).toBe('update');
      await north.reaches(2);
      expect(handsSeen(player, '1')).toBe(2);
      expect(handsSeen(spy, '1')).toBe(0);
      expect(spy.received.filter((r) => r.event === 'update')).toHaveLength(0);
    } finally {
      player.close();
    }
  } finally {
    spy.close();
    north.close();
  }
});

it('leaving and joining again (new credentials) cuts off the socket synced with the old ones', async () => {
  const matchID = await createMatch(server.url, 'hidden-hands');
  const first = await joinMatch(server.url, 'hidden-hands', matchID, '0');
  await joinMatch(server.url, 'hidden-hands', matchID, '1');
  const old = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', first.credentials);
  try {
    await old.synced();
    const cutOff = old.next((r) => r.event === 'gridplay:error');
    expect((await lobby(matchID, 'leave', first)).status).toBe(200);
    await cutOff;
    const again = await joinMatch(server.url, 'hidden-hands', matchID, '0');
    expect(again.credentials).not.toBe(first.credentials);
    const fresh = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', again.credentials);
    try {
      await fresh.synced();
      expect((await fresh.move('play', fresh.state.G.hands['0'][0])).event).toBe('update');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(old.received.filter((r) => r.event === 'update')).toHaveLength(0);
      // The old credentials no longer sync the seat either.
      const retry = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', first.credentials);
      try {
        expect((await retry.synced()).args[0].reason).toBe('These credentials do not hold seat 0.');
      } finally {
        retry.close();
      }
    } finally {
      fresh.close();
    }
  } finally {
    old.close();
  }
});

it('a rename keeps the socket on its seat and shows everyone the new name', async () => {
  const matchID = await createMatch(server.url, 'hidden-hands');
  const ann = await joinMatch(server.url, 'hidden-hands', matchID, '0');
  const bob = await joinMatch(server.url, 'hidden-hands', matchID, '1');
  const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', ann.credentials);
  const south = new SocketPlayer(server.url, 'hidden-hands', matchID, '1', bob.credentials);
  try {
    await Promise.all([north.synced(), south.synced()]);
    const renamed = south.next(
      (r) => r.event === 'matchData' && r.args[1].some((p: any) => p.name === 'Annie'),
    );
    expect((await lobby(matchID, 'update', { ...ann, newName: 'Annie' })).status).toBe(200);
    await renamed;
    expect((await north.move('play', north.state.G.hands['0'][0])).event).toBe('update');
    expect(north.received.some((r) => r.event === 'gridplay:error')).toBe(false);
  } finally {
    north.close();
    south.close();
  }
});
