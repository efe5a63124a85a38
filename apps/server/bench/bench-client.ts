/**
 * The load benchmark's clients, kept cheap so that the load generator is not what limits the
 * figures: a bare socket.io client per seat that keeps only the latest state (no message log),
 * and the lobby calls over node:http with a keep-alive agent.
 *
 * Every client connects from a source address of its own table group (127.0.x.y: Linux answers
 * the whole 127.0.0.0/8 on loopback), so the server runs with its real per-address limits on, as
 * in production: a few tables per address, like the households behind one router that the limits
 * are sized for (SECURITY.md). Nothing in the server is switched off for the benchmark.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { io, type Socket } from 'socket.io-client';

/** Tables that share one source address (their sockets and new matches stay within its limits). */
export const TABLES_PER_ADDRESS = 4;

/** The source address of table `n`: 127.0.0.2, 127.0.0.3, … then 127.0.1.2, … */
export function tableAddress(n: number): string {
  const group = Math.floor(n / TABLES_PER_ADDRESS);
  return `127.0.${Math.floor(group / 250)}.${2 + (group % 250)}`;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * A keep-alive connection the server closed just as a request went out on it fails with a reset:
 * sent again once on a new connection (nothing reached the server), as Node's documentation advises.
 */
async function post(url: string, body: unknown, localAddress: string, key: string): Promise<any> {
  try {
    return await postOnce(url, body, localAddress, key);
  } catch (error) {
    if (!(error as { reusedSocket?: boolean }).reusedSocket) throw error;
    return postOnce(url, body, localAddress, key);
  }
}

async function postOnce(
  url: string,
  body: unknown,
  localAddress: string,
  key: string,
): Promise<any> {
  const data = JSON.stringify(body);
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path: pathname,
        method: 'POST',
        agent,
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          'idempotency-key': key,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(JSON.parse(text))
            : reject(new Error(`${pathname}: ${res.statusCode} ${text.slice(0, 100)}`)),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${pathname}: no answer in 30 s`)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        Object.assign(error, {
          reusedSocket: req.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code ?? ''),
        }),
      ),
    );
    req.end(data);
  });
}

export interface SeatCredentials {
  playerID: string;
  credentials: string;
}

/** Failures where the request may or may not have reached a server: retried with its key. */
const CUT = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * A request through the load balancer, as the web app sends it (apps/web/src/lobby/
 * retried-request.ts): with an idempotency key, and again with the same key on another process
 * when the connection was refused or cut (a process killed mid-request may have committed it:
 * the key makes the server answer the retry as it answered the first attempt).
 */
async function postThrough(
  pickServer: () => string,
  path: string,
  body: unknown,
  localAddress: string,
): Promise<any> {
  const key = randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      return await post(`${pickServer()}${path}`, body, localAddress, key);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (!CUT.has(code) || attempt === 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A new two-player match with both seats joined, as two people opening the lobby would. */
export async function seatedMatch(
  pickServer: () => string,
  game: string,
  localAddress: string,
): Promise<{ matchID: string; seats: SeatCredentials[] }> {
  const { matchID } = await postThrough(
    pickServer,
    `/games/${game}/create`,
    { numPlayers: 2 },
    localAddress,
  );
  const seats: SeatCredentials[] = [];
  for (const playerID of ['0', '1']) {
    const joined = await postThrough(
      pickServer,
      `/games/${game}/${matchID}/join`,
      { playerID, playerName: `P${playerID}` },
      localAddress,
    );
    seats.push({ playerID, credentials: joined.playerCredentials });
  }
  return { matchID, seats };
}

/** What the server answered to a move: its update, or the refusal's reason. */
export type MoveAnswer = { accepted: true } | { accepted: false; reason: string };

/** One seat (or a spectator) over socket.io, speaking boardgame.io's protocol. */
export class BenchSocket {
  /** The latest state this socket received. */
  state: any;
  private readonly socket: Socket;
  private waiters: { test: () => boolean; resolve: () => void }[] = [];
  private pendingMove?: { name: string; resolve: (answer: MoveAnswer) => void };
  /** Why the server last refused to connect (a per-address limit, say): shown with a timeout. */
  private refusal?: string;

  constructor(
    base: string,
    game: string,
    private readonly matchID: string,
    readonly playerID: string | null,
    private readonly credentials: string | undefined,
    localAddress: string,
  ) {
    this.socket = io(`${base}/${game}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      localAddress,
    } as Parameters<typeof io>[1]);
    this.socket.on('connect', () => this.socket.emit('sync', matchID, playerID, credentials, 2));
    this.socket.on('connect_error', (error: Error) => (this.refusal = error.message.slice(0, 80)));
    this.socket.on('sync', (id: string, info: { state: any }) => {
      if (id === matchID) this.saw(info.state);
    });
    this.socket.on('update', (id: string, state: any, deltalog: any[] | undefined) => {
      if (id !== matchID) return;
      const pending = this.pendingMove;
      if (
        pending &&
        deltalog?.some(
          (entry) =>
            entry.action.payload.playerID === playerID &&
            entry.action.payload.type === pending.name,
        )
      ) {
        this.pendingMove = undefined;
        pending.resolve({ accepted: true });
      }
      if (state._stateID >= (this.state?._stateID ?? -1)) this.saw(state);
    });
    this.socket.on('gridplay:error', (error: { move: string | null; reason: string }) => {
      const pending = this.pendingMove;
      if (pending && error.move === pending.name) {
        this.pendingMove = undefined;
        pending.resolve({ accepted: false, reason: error.reason });
      }
    });
  }

  private saw(state: any): void {
    this.state = state;
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.test()) return true;
      waiter.resolve();
      return false;
    });
  }

  /** Resolves once `test` holds (checked at every state received), or rejects after `timeoutMs`. */
  until(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.test !== test);
        reject(new Error(`${what}: timed out${this.refusal ? ` (refused: ${this.refusal})` : ''}`));
      }, timeoutMs);
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  synced(timeoutMs = 30_000): Promise<void> {
    return this.until(() => this.state !== undefined, timeoutMs, 'sync');
  }

  reaches(stateID: number, timeoutMs = 30_000): Promise<void> {
    return this.until(() => (this.state?._stateID ?? -1) >= stateID, timeoutMs, 'state');
  }

  /** Sends a move; resolves with the server's answer (the update that logs it, or the refusal). */
  move(name: string, args: unknown[], timeoutMs = 30_000): Promise<MoveAnswer> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pendingMove = undefined;
        reject(new Error(`move: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      this.pendingMove = {
        name,
        resolve: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
      };
      this.socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: { type: name, args, playerID: this.playerID, credentials: this.credentials },
        },
        this.state._stateID,
        this.matchID,
        this.playerID,
      );
    });
  }

  close(): void {
    this.socket.close();
  }
}
