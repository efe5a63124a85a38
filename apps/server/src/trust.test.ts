/**
 * What a client may not do, each over a real socket: fire events the rules do not give it, act
 * for another seat, open unknown matches, connect from other origins; and how it is told why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import type { State } from 'boardgame.io';
import { startTestServer, TEST_ORIGIN, type RunningServer } from './testing/in-process-server';
import { seatedMatch } from './testing/lobby-client';
import { SocketPlayer, type Received } from './testing/socket-player';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function stored(matchID: string): Promise<State> {
  return (await server.server.store.fetch(matchID, { state: true })).state;
}

async function table() {
  const { matchID, seats } = await seatedMatch(server.url, 'hidden-hands');
  const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seats[0].credentials);
  const south = new SocketPlayer(server.url, 'hidden-hands', matchID, '1', seats[1].credentials);
  await north.synced();
  await south.synced();
  return { matchID, seats, north, south, close: () => [north, south].forEach((c) => c.close()) };
}

const errorOf = (received: Received) => {
  expect(received.event).toBe('gridplay:error');
  return received.args[0] as { matchID: string; playerID: string; move: string; reason: string };
};

function answer(client: SocketPlayer, move: string) {
  return client.next((r) => r.event === 'gridplay:error' && r.args[0].move === move);
}

describe('refused moves are explained', () => {
  it('a move the rules refuse reaches the player as the rule it broke, and changes nothing', async () => {
    const t = await table();
    try {
      const before = await stored(t.matchID);
      const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((n) => !before.G.hands['0'].includes(n))!;
      const error = errorOf(await t.north.move('play', missing));
      expect(error).toEqual({
        matchID: t.matchID,
        playerID: '0',
        move: 'play',
        reason: `You hold no ${missing}.`,
      });
      expect(await stored(t.matchID)).toEqual(before);
    } finally {
      t.close();
    }
  });

  it('out of turn, unknown moves and malformed arguments each get their own reason', async () => {
    const t = await table();
    try {
      const card = (await stored(t.matchID)).G.hands['1'][0];
      expect(errorOf(await t.south.move('play', card)).reason).toBe(
        'It is not your turn (waiting for player 1).',
      );
      expect(errorOf(await t.north.move('teleport')).reason).toBe(
        '"teleport" is not allowed now (this turn).',
      );
      expect(errorOf(await t.north.move('play', 'seven')).reason).toMatch(
        /^Malformed move: argument 1 should be a number/,
      );
      expect((await stored(t.matchID))._stateID).toBe(0);
    } finally {
      t.close();
    }
  });
});

describe('moves sent from an old view', () => {
  it('are refused with a reason, unless the move is simultaneous', async () => {
    const t = await table();
    try {
      await t.north.move('note', 'first');
      await t.north.reaches(1);
      // Both sent as if the match were still at state 0.
      const refused = answer(t.north, 'play');
      t.north.emitAction('MAKE_MOVE', 'play', [t.north.state.G.hands['0'][0]], '0', 0);
      expect(errorOf(await refused).reason).toBe(
        'The game moved on before your move arrived: look at the board and try again.',
      );
      const accepted = t.north.next((r) => r.event === 'update' && r.args[1]._stateID === 2);
      t.north.emitAction('MAKE_MOVE', 'note', ['second'], '0', 0);
      expect((await accepted).args[1].G.notes['0']).toEqual(['first', 'second']);
    } finally {
      t.close();
    }
  });
});

describe('events the rules do not give', () => {
  it.each([
    ['endGame', [{ winner: '0' }], '"endGame" is not part of this game.'],
    ['setPhase', ['scoring'], '"setPhase" is not part of this game.'],
    ['setActivePlayers', [{ all: 'x' }], '"setActivePlayers" is not part of this game.'],
    ['pass', [], 'Players cannot send "pass": only the rules of the game may.'],
    ['endTurn', [], 'You must make 1 move before ending your turn.'],
  ])('refuses %s from the active seat', async (event, args, reason) => {
    const t = await table();
    try {
      const reply = answer(t.north, event);
      t.north.emitAction('GAME_EVENT', event, args);
      expect(errorOf(await reply).reason).toBe(reason);
      const state = await stored(t.matchID);
      expect(state._stateID).toBe(0);
      expect(state.ctx.gameover).toBeUndefined();
    } finally {
      t.close();
    }
  });

  it('refuses endTurn out of turn but accepts it when the rules allow', async () => {
    const t = await table();
    try {
      const reply = answer(t.south, 'endTurn');
      t.south.emitAction('GAME_EVENT', 'endTurn', []);
      expect(errorOf(await reply).reason).toBe('It is not your turn (waiting for player 1).');
      // A note is a move that does not end the turn; after it North may end the turn itself.
      await t.north.move('note', 'hm');
      const update = t.south.next(
        (r) => r.event === 'update' && r.args[1].ctx.currentPlayer === '1',
      );
      t.north.emitAction('GAME_EVENT', 'endTurn', []);
      await update;
      expect((await stored(t.matchID)).ctx.currentPlayer).toBe('1');
    } finally {
      t.close();
    }
  });

  it('refuses undo, redo and unknown action types', async () => {
    const t = await table();
    try {
      const reply = answer(t.north, 'x');
      t.north.emitAction('UNDO', 'x', []);
      expect(errorOf(await reply).reason).toBe('"UNDO" is not available in online matches.');
    } finally {
      t.close();
    }
  });
});

describe('seats and matches', () => {
  it('a seat cannot act for another seat, with or without its own credentials', async () => {
    const t = await table();
    try {
      // South's socket claims to be North, with South's credentials.
      const card = (await stored(t.matchID)).G.hands['0'][0];
      const reply = t.south.next((r) => r.event === 'gridplay:error');
      t.south.emitAction('MAKE_MOVE', 'play', [card], '0');
      expect(errorOf(await reply).reason).toBe('These credentials do not hold seat 0.');
      // A spectator without credentials.
      const spectator = new SocketPlayer(server.url, 'hidden-hands', t.matchID, null);
      await spectator.synced();
      const refused = spectator.next((r) => r.event === 'gridplay:error');
      spectator.emitAction('MAKE_MOVE', 'play', [card], '0');
      expect(errorOf(await refused).reason).toBe('Credentials are required to play seat 0.');
      spectator.close();
      expect((await stored(t.matchID))._stateID).toBe(0);
    } finally {
      t.close();
    }
  });

  it('a payload naming another seat than the message is refused', async () => {
    const t = await table();
    try {
      const reply = t.north.next((r) => r.event === 'gridplay:error');
      t.north.socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: {
            type: 'note',
            args: ['x'],
            playerID: '1',
            credentials: t.seats[0].credentials,
          },
        },
        0,
        t.matchID,
        '0',
      );
      expect(errorOf(await reply).reason).toBe('You cannot act for seat 1.');
    } finally {
      t.close();
    }
  });

  it('syncing with wrong credentials is refused and sends no state', async () => {
    const t = await table();
    const intruder = new SocketPlayer(server.url, 'hidden-hands', t.matchID, '1', 'guess');
    try {
      expect(errorOf(await intruder.synced()).reason).toBe('These credentials do not hold seat 1.');
      expect(intruder.received.some((r) => r.event === 'sync')).toBe(false);
    } finally {
      intruder.close();
      t.close();
    }
  });

  it('connecting to an unknown match id is refused and creates nothing', async () => {
    const ghost = new SocketPlayer(server.url, 'hidden-hands', 'no-such-match', null);
    try {
      expect(errorOf(await ghost.synced()).reason).toBe(
        'There is no hidden-hands match "no-such-match".',
      );
      expect(
        (await server.server.store.fetch('no-such-match', { state: true, metadata: true })).state,
      ).toBeUndefined();
      expect(await server.server.store.listMatches()).not.toContain('no-such-match');
    } finally {
      ghost.close();
    }
  });

  it('sockets from origins not configured are turned away; configured ones are let in', async () => {
    const connect = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = io(`${server.url}/hidden-hands`, {
          transports: ['polling'],
          extraHeaders: { origin },
          reconnection: false,
        });
        socket.on('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.on('connect_error', () => {
          socket.close();
          resolve('refused');
        });
      });
    expect(await connect('http://evil.example')).toBe('refused');
    expect(await connect(`http://evil.example:${server.port}`)).toBe('refused');
    expect(await connect(TEST_ORIGIN)).toBe('connected');
    // The web app served by this very server is same-origin.
    expect(await connect(server.url)).toBe('connected');
    const preflight = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).not.toBe('*');
  });
});

describe('chat', () => {
  it('a seated player chats with the table; a spectator or an impostor cannot', async () => {
    const t = await table();
    const spectator = new SocketPlayer(server.url, 'hidden-hands', t.matchID, null);
    try {
      await spectator.synced();
      const heard = t.south.next((r) => r.event === 'chat');
      t.north.socket.emit(
        'chat',
        t.matchID,
        { id: 'c1', sender: '0', payload: 'good luck' },
        t.seats[0].credentials,
      );
      expect((await heard).args).toEqual([
        t.matchID,
        { id: 'c1', sender: '0', payload: 'good luck' },
      ]);

      const impostor = t.north.next((r) => r.event === 'gridplay:error');
      t.north.socket.emit(
        'chat',
        t.matchID,
        { id: 'c2', sender: '1', payload: 'I resign' },
        t.seats[0].credentials,
      );
      expect(errorOf(await impostor).reason).toBe('Only seated players can chat.');
      const silent = spectator.next((r) => r.event === 'gridplay:error');
      spectator.socket.emit('chat', t.matchID, { id: 'c3', sender: '0', payload: 'boo' });
      expect(errorOf(await silent).reason).toBe('Only seated players can chat.');
      expect(t.south.received.filter((r) => r.event === 'chat')).toHaveLength(1);
    } finally {
      spectator.close();
      t.close();
    }
  });
});

describe('malformed socket messages', () => {
  it.each([
    ['update', [null, 0, 'm', '0']],
    ['update', [{ type: 'MAKE_MOVE' }, 'x', 'm', '0']],
    ['update', ['junk']],
    ['sync', [{ $where: 1 }]],
    ['sync', []],
    ['chat', [42]],
  ])('%s %j gets an error message and the server keeps serving', async (event, args) => {
    const t = await table();
    try {
      const reply = t.north.next((r) => r.event === 'gridplay:error');
      t.north.socket.emit(event, ...args);
      expect(errorOf(await reply).reason).toMatch(/^Malformed message/);
      const card = (await stored(t.matchID)).G.hands['0'][0];
      expect((await t.north.move('play', card)).event).toBe('update');
    } finally {
      t.close();
    }
  });

  it('a client flooding the server is told to slow down, and the match is unharmed', async () => {
    const t = await table();
    try {
      const slowDown = t.south.next(
        (r) => r.event === 'gridplay:error' && r.args[0].reason === 'Too many messages: slow down.',
      );
      for (let i = 0; i < 200; i++) t.south.emitAction('MAKE_MOVE', 'play', [1]);
      await slowDown;
      expect(
        t.south.received.filter((r) => r.event === 'gridplay:error').length,
      ).toBeLessThanOrEqual(200);
      const card = (await stored(t.matchID)).G.hands['0'][0];
      expect((await t.north.move('play', card)).event).toBe('update');
    } finally {
      t.close();
    }
  });

  it('a move whose args are not a list is refused', async () => {
    const t = await table();
    try {
      const reply = answer(t.north, 'play');
      t.north.socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: { type: 'play', args: 5, credentials: t.seats[0].credentials },
        },
        0,
        t.matchID,
        '0',
      );
      expect(errorOf(await reply).reason).toBe('Malformed move: arguments must be a list.');
    } finally {
      t.close();
    }
  });
});
