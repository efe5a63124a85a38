/**
 * The hostile-client suite: every attack tried against the lobby, over real HTTP, with the
 * refusal it must meet. After each one the server must be unharmed: nothing added to
 * Object.prototype, the attacked match's stored data unchanged, and an honest player still able
 * to create and join a match.
 *
 * To add an attack: add a row to ATTACKS (what it sends, given a fresh open match and a fresh
 * seated match, and the status and error it must get).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ORIGIN, type RunningServer } from '../testing/in-process-server';
import { createMatch, seatedMatch, type Seat } from '../testing/lobby-client';
import { SocketPlayer } from '../testing/socket-player';
import { prototypeKeys, send, type Answer } from '../testing/hostile-http';

interface Target {
  url: string;
  /** POST/GET under /games/hidden-hands. */
  lobby: (path: string, body?: unknown) => Promise<Answer>;
  /** A match nobody has joined. */
  open: string;
  /** A match with both seats taken. */
  seated: { matchID: string; seats: Seat[] };
}

interface Attack {
  name: string;
  send: (t: Target) => Promise<Answer>;
  refused: { status: number; error: RegExp };
}

const big = (bytes: number) => 'x'.repeat(bytes);

const ATTACKS: Attack[] = [
  // Item 1: seat ids that are not the match's own.
  ...[
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '00',
    ' 0',
    '0 ',
    '1.0',
    '-1',
    '+1',
    '1e0',
  ].map((playerID): Attack => ({
    name: `join as seat ${JSON.stringify(playerID)}`,
    send: (t) => t.lobby(`/${t.open}/join`, { playerID, playerName: 'x' }),
    refused: { status: 400, error: /playerID/ },
  })),
  {
    name: 'join a seat the match does not have',
    send: (t) => t.lobby(`/${t.open}/join`, { playerID: '2', playerName: 'x' }),
    refused: { status: 404, error: /no seat 2/ },
  },
  {
    name: 'update seat __proto__',
    send: (t) =>
      t.lobby(`/${t.seated.matchID}/update`, {
        playerID: '__proto__',
        credentials: 'x',
        newName: 'x',
      }),
    refused: { status: 400, error: /playerID/ },
  },
  {
    name: 'rename seat __proto__',
    send: (t) =>
      t.lobby(`/${t.seated.matchID}/rename`, {
        playerID: '__proto__',
        credentials: 'x',
        newName: 'x',
      }),
    refused: { status: 400, error: /playerID/ },
  },
  {
    name: 'leave seat __proto__',
    send: (t) => t.lobby(`/${t.open}/leave`, { playerID: '__proto__', credentials: 'x' }),
    refused: { status: 400, error: /playerID/ },
  },
  {
    name: 'seat data keyed __proto__',
    send: (t) =>
      t.lobby(`/${t.open}/join`, {
        playerID: '0',
        playerName: 'x',
        data: JSON.parse('{"__proto__":{"x":1}}'),
      }),
    refused: { status: 400, error: /data/ },
  },
  // Item 3: names that are not short plain strings.
  ...[
    ['an object with toString', { toString: 1, valueOf: 1 }],
    ['an object', { a: 1 }],
    ['a number', 7],
    ['a list', ['a']],
    ['empty', '   '],
    ['25 characters', big(25)],
    ['a NUL', 'a\u0000b'],
    ['a newline', 'a\nb'],
    ['a right-to-left override', 'a\u202eb'],
  ].map(([what, playerName]): Attack => ({
    name: `join with a name that is ${what}`,
    send: (t) => t.lobby(`/${t.open}/join`, { playerID: '0', playerName }),
    refused: { status: 400, error: /playerName/ },
  })),
  {
    name: 'join with a 900 kB name',
    send: (t) => t.lobby(`/${t.open}/join`, { playerID: '0', playerName: big(900_000) }),
    refused: { status: 413, error: /too large/ },
  },
  {
    name: 'rename to an object',
    send: (t) =>
      t.lobby(`/${t.seated.matchID}/update`, {
        ...t.seated.seats[0],
        newName: { a: 1 },
      }),
    refused: { status: 400, error: /newName/ },
  },
  {
    name: 'take the name another player at the table has',
    send: (t) => t.lobby(`/${t.seated.matchID}/update`, { ...t.seated.seats[0], newName: ' p1 ' }),
    refused: { status: 409, error: /already called/ },
  },
  // Item 4: seats nobody holds, other people's seats, early rematches.
  {
    name: 'leave an unjoined seat without credentials (would delete the match)',
    send: (t) => t.lobby(`/${t.open}/leave`, { playerID: '0' }),
    refused: { status: 400, error: /credentials/ },
  },
  {
    name: 'leave an unjoined seat with made-up credentials',
    send: (t) => t.lobby(`/${t.open}/leave`, { playerID: '0', credentials: 'guess' }),
    refused: { status: 403, error: /has not been taken/ },
  },
  {
    name: 'squat an unjoined seat through update',
    send: (t) =>
      t.lobby(`/${t.open}/update`, { playerID: '1', credentials: 'guess', newName: 'squatter' }),
    refused: { status: 403, error: /has not been taken/ },
  },
  {
    name: "leave another player's seat",
    send: (t) =>
      t.lobby(`/${t.seated.matchID}/leave`, {
        playerID: '1',
        credentials: t.seated.seats[0].credentials,
      }),
    refused: { status: 403, error: /do not hold seat 1/ },
  },
  {
    name: 'join a taken seat',
    send: (t) => t.lobby(`/${t.seated.matchID}/join`, { playerID: '1', playerName: 'x' }),
    refused: { status: 409, error: /taken/ },
  },
  {
    name: 'start a rematch before the game is over',
    send: (t) => t.lobby(`/${t.seated.matchID}/playAgain`, t.seated.seats[0]),
    refused: { status: 409, error: /not over/ },
  },
  // Item 6: oversized seat data.
  {
    name: 'store 500 kB of seat data',
    send: (t) =>
      t.lobby(`/${t.seated.matchID}/update`, {
        ...t.seated.seats[0],
        data: { blob: big(500_000) },
      }),
    refused: { status: 413, error: /too large/ },
  },
  {
    name: 'store many fields of seat data',
    send: (t) =>
      t.lobby(`/${t.seated.matchID}/update`, {
        ...t.seated.seats[0],
        data: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])),
      }),
    refused: { status: 400, error: /at most 8 fields/ },
  },
  // Item 7: bot seats, cross-site posts, malformed paths.
  ...['00', '01', '1.0', '__proto__', ' 1'].map((seat): Attack => ({
    name: `a bot on seat ${JSON.stringify(seat)}`,
    send: (t) => t.lobby('/create', { numPlayers: 2, bots: { [seat]: 'easy' } }),
    refused: { status: 400, error: /bots/ },
  })),
  {
    name: 'setup data keyed __proto__',
    send: (t) =>
      t.lobby('/create', JSON.parse('{"numPlayers":2,"setupData":{"__proto__":{"handSize":1}}}')),
    refused: { status: 400, error: /setupData/ },
  },
  {
    name: 'a cross-site form posting text/plain',
    send: (t) =>
      send(`${t.url}/games/hidden-hands/create`, {
        raw: '{"numPlayers":2}',
        headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      }),
    refused: { status: 403, error: /evil.example/ },
  },
  {
    name: 'a text/plain post from no origin',
    send: (t) =>
      send(`${t.url}/games/hidden-hands/${t.open}/join`, {
        raw: '{"playerID":"0","playerName":"x"}',
        headers: { 'content-type': 'text/plain' },
      }),
    refused: { status: 415, error: /application\/json/ },
  },
  {
    name: 'a JSON post from a foreign origin',
    send: (t) =>
      send(`${t.url}/games/hidden-hands/create`, {
        body: { numPlayers: 2 },
        headers: { origin: 'https://evil.example' },
      }),
    refused: { status: 403, error: /evil.example/ },
  },
  ...[
    '/games/%',
    '/games/hidden-hands/%zz',
    '/games/hidden-hands/abc/%/join',
    '/api/games/%/rules',
  ].map((path): Attack => ({
    name: `a malformed path ${path}`,
    send: (t) => send(`${t.url}${path}`),
    refused: { status: 400, error: /Malformed address/ },
  })),
  {
    name: 'a match id that is not one',
    send: (t) => t.lobby(`/${big(100)}/join`, { playerID: '0', playerName: 'x' }),
    refused: { status: 404, error: /no match/ },
  },
  {
    name: 'a lobby route that does not exist',
    send: (t) => t.lobby(`/${t.open}/explode`, {}),
    refused: { status: 404, error: /No lobby route/ },
  },
  {
    name: 'a listing page of 10,000',
    send: (t) => send(`${t.url}/games/hidden-hands?limit=10000`),
    refused: { status: 400, error: /limit/ },
  },
  {
    name: 'a listing with an unknown parameter',
    send: (t) => send(`${t.url}/games/hidden-hands?where[__proto__]=1`),
    refused: { status: 400, error: /listing/ },
  },
];

let server: RunningServer;
beforeAll(async () => {
  // This suite creates three matches per attack: the test server lifts per-address limits.
  server = await startTestServer();
});
afterAll(() => server.stop());

async function target(): Promise<Target> {
  const open = await createMatch(server.url, 'hidden-hands');
  const seated = await seatedMatch(server.url, 'hidden-hands');
  return {
    url: server.url,
    lobby: (path, body) =>
      send(`${server.url}/games/hidden-hands${path}`, body === undefined ? {} : { body }),
    open,
    seated,
  };
}

const storedMetadata = async (matchID: string) =>
  (await server.server.store.fetch(matchID, { metadata: true })).metadata;

describe('hostile lobby requests are refused and change nothing', () => {
  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))('%s', async (_, attack) => {
    const t = await target();
    const before = [await storedMetadata(t.open), await storedMetadata(t.seated.matchID)];

    const answer = await attack.send(t);
    expect({ status: answer.status, error: answer.json?.error }).toEqual({
      status: attack.refused.status,
      error: expect.stringMatching(attack.refused.error),
    });

    expect(prototypeKeys()).toEqual([]);
    expect([await storedMetadata(t.open), await storedMetadata(t.seated.matchID)]).toEqual(before);
    // An honest player is unaffected.
    const honest = await createMatch(server.url, 'hidden-hands');
    const joined = await t.lobby(`/${honest}/join`, { playerID: '0', playerName: 'Honest' });
    expect(joined.status).toBe(200);
  });
});

describe('hostile socket messages', () => {
  it('a seated player cannot relay a 50 kB chat message to the table', async () => {
    const t = await target();
    const [north, south] = t.seated.seats.map(
      (seat) =>
        new SocketPlayer(
          server.url,
          'hidden-hands',
          t.seated.matchID,
          seat.playerID,
          seat.credentials,
        ),
    );
    try {
      await Promise.all([north.synced(), south.synced()]);
      const refused = north.next((r) => r.event === 'gridplay:error');
      north.socket.emit(
        'chat',
        t.seated.matchID,
        { id: 'c1', sender: '0', payload: 'x'.repeat(50_000) },
        t.seated.seats[0].credentials,
      );
      expect((await refused).args[0].reason).toMatch(/at most 1000 characters/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(south.received.some((r) => r.event === 'chat')).toBe(false);
    } finally {
      north.close();
      south.close();
    }
  });

  it.each(['__proto__', 'constructor', '00', '2'])(
    'a sync or a move as seat %j is refused as no seat of the match',
    async (playerID) => {
      const t = await target();
      const client = new SocketPlayer(server.url, 'hidden-hands', t.seated.matchID, playerID, 'x', {
        extraHeaders: { origin: TEST_ORIGIN },
      });
      try {
        const answer = await client.synced();
        expect(answer.event).toBe('gridplay:error');
        expect(answer.args[0].reason).toBe(`There is no seat ${playerID} in this match.`);
        const move = client.next((r) => r.event === 'gridplay:error' && r.args[0].move === 'play');
        client.emitAction('MAKE_MOVE', 'play', [1], playerID, 0);
        expect((await move).args[0].reason).toMatch(/no seat/);
        expect(prototypeKeys()).toEqual([]);
      } finally {
        client.close();
      }
    },
  );
});
