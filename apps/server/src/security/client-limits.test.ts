/**
 * Issue 10, items 5 and 6: per-client limits, over real HTTP and sockets. Each client address
 * has its own budgets (match creation, open sockets, new connections, messages); another
 * address is never slowed by them. Attackers here connect from 127.0.0.2, honest players from
 * 127.0.0.1 (both loopback).
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch } from '../testing/lobby-client';
import { DEFAULT_CLIENT_LIMITS, clientLimitsFrom, type ClientLimits } from './client-limits';

let server: RunningServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.close());
  await server?.stop();
  server = undefined;
});

async function serve(limits: Partial<ClientLimits>): Promise<RunningServer> {
  server = await startTestServer({ limits: { ...DEFAULT_CLIENT_LIMITS, ...limits } });
  return server;
}

/** POST from a chosen loopback address. */
function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
): Promise<{ status: number; json: any; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            json: JSON.parse(text),
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A socket from `localAddress`: resolves 'connected' or the refusal's message. */
function connectFrom(
  localAddress: string,
  url: string,
): Promise<{ socket: Socket; outcome: string }> {
  const socket = io(`${url}/hidden-hands`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    localAddress,
  } as never);
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket, outcome: 'connected' }));
    socket.on('connect_error', (error) =>
      resolve({ socket, outcome: `refused: ${error.message}` }),
    );
  });
}

/** A bare socket.io handshake (polling) from `localAddress`: its status and refusal message. */
function handshakeFrom(
  localAddress: string,
  url: string,
): Promise<{ status: number; message?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/socket.io/?EIO=4&transport=polling`, { localAddress }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let message: string | undefined;
        try {
          message = JSON.parse(text).message;
        } catch {
          // an open session: not JSON
        }
        resolve({ status: res.statusCode!, message });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const errorsOf = (socket: Socket) => {
  const reasons: string[] = [];
  socket.on('gridplay:error', (e: { reason: string }) => reasons.push(e.reason));
  return reasons;
};

const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

describe('match creation', () => {
  it('is limited per address with a clear 429, and other addresses are not affected', async () => {
    const { url } = await serve({ matchCreationBurst: 3, matchCreationsPerMinute: 1 });
    const create = `${url}/games/hidden-hands/create`;
    for (let i = 0; i < 3; i++) expect((await postFrom('127.0.0.2', create, {})).status).toBe(200);
    const refused = await postFrom('127.0.0.2', create, {});
    expect(refused).toEqual({
      status: 429,
      retryAfter: '60',
      json: {
        error: 'Too many new matches from your address: at most 1 a minute. Try again shortly.',
      },
    });
    expect((await postFrom('127.0.0.1', create, {})).status).toBe(200);
  });
});

describe('sockets', () => {
  it('one address holds at most socketsPerAddress sockets; others still connect', async () => {
    const { url } = await serve({ socketsPerAddress: 3 });
    for (let i = 0; i < 3; i++)
      expect((await connectFrom('127.0.0.2', url)).outcome).toBe('connected');
    expect((await connectFrom('127.0.0.2', url)).outcome).toMatch(/^refused/);
    expect(await handshakeFrom('127.0.0.2', url)).toEqual({
      status: 403,
      message: 'Too many connections from your address (at most 3 at once).',
    });
    expect((await connectFrom('127.0.0.1', url)).outcome).toBe('connected');
    // Closing one makes room again.
    sockets[0].close();
    await settle();
    expect((await connectFrom('127.0.0.2', url)).outcome).toBe('connected');
  });

  it('a fresh socket per burst gains nothing: new connections are limited per address', async () => {
    const { url } = await serve({ connectionBurst: 3, connectionsPerSecond: 0.01 });
    for (let i = 0; i < 3; i++) {
      const { socket, outcome } = await connectFrom('127.0.0.2', url);
      expect(outcome).toBe('connected');
      socket.close();
    }
    expect((await connectFrom('127.0.0.2', url)).outcome).toMatch(/^refused/);
    expect(await handshakeFrom('127.0.0.2', url)).toEqual({
      status: 403,
      message: 'Connecting too often from your address: wait a moment and try again.',
    });
    expect((await connectFrom('127.0.0.1', url)).outcome).toBe('connected');
  });

  it('messages are budgeted per address across all of its sockets, not just per socket', async () => {
    const { url } = await serve({ addressMessageBurst: 40, addressMessagesPerSecond: 0.01 });
    const matchID = await createMatch(url, 'hidden-hands');
    const flood = [
      (await connectFrom('127.0.0.2', url)).socket,
      (await connectFrom('127.0.0.2', url)).socket,
    ];
    const reasons = flood.map(errorsOf);
    // 8 syncs each (a sync weighs 4 messages): under the per-socket budget (40 = 10 syncs),
    // over the address's (40 = 10 syncs).
    let synced = 0;
    flood.forEach((s) => s.on('sync', () => synced++));
    for (let i = 0; i < 8; i++) flood.forEach((s) => s.emit('sync', matchID, null, null, 2));
    await settle(500);
    expect(synced).toBe(10);
    expect(reasons.flat()).toContain('Too many messages: slow down.');
    // At most one warning a second per socket: refusing must stay cheaper than serving.
    expect(reasons.flat().length).toBeLessThanOrEqual(2);

    const honest = (await connectFrom('127.0.0.1', url)).socket;
    const answer = new Promise((resolve) => honest.once('sync', resolve));
    honest.emit('sync', matchID, null, null, 2);
    await expect(answer).resolves.toBeDefined();
  });

  it('a socket that keeps flooding after being told is disconnected', async () => {
    const { url } = await serve({
      socketMessageBurst: 5,
      socketMessagesPerSecond: 0.01,
      refusalsBeforeDisconnect: 20,
    });
    const { socket } = await connectFrom('127.0.0.2', url);
    const reasons = errorsOf(socket);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 30; i++) socket.emit('sync', 'nothing', null, null, 2);
    await expect(gone).resolves.toBe('io server disconnect');
    expect(reasons.at(-1)).toBe('Too many messages: slow down. Disconnected.');
  });
});

describe('CLIENT_LIMITS', () => {
  it('reads overrides, "off", and refuses unknown or bad limits', () => {
    expect(clientLimitsFrom({}).socketsPerAddress).toBe(DEFAULT_CLIENT_LIMITS.socketsPerAddress);
    expect(clientLimitsFrom({ CLIENT_LIMITS: '{"socketsPerAddress":64}' }).socketsPerAddress).toBe(
      64,
    );
    expect(clientLimitsFrom({ CLIENT_LIMITS: 'off' }).matchCreationBurst).toBeGreaterThan(1e6);
    expect(clientLimitsFrom({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(() => clientLimitsFrom({ CLIENT_LIMITS: '{"sockets":1}' })).toThrow(
      /no limit called "sockets"/,
    );
    expect(() => clientLimitsFrom({ CLIENT_LIMITS: '{"socketsPerAddress":-1}' })).toThrow(
      /positive/,
    );
    expect(() => clientLimitsFrom({ CLIENT_LIMITS: 'many' })).toThrow(/JSON/);
  });
});
