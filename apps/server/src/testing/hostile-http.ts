/**
 * What the hostile-client tests send: any method, body, headers and path, over real HTTP, and
 * what a well-behaved table needs to get a match to its end.
 */
import { SocketPlayer } from './socket-player';
import type { Seat } from './lobby-client';

export interface Answer {
  status: number;
  json: any;
  headers: Headers;
}

export async function send(
  url: string,
  init: { method?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const response = await fetch(url, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body,
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, json, headers: response.headers };
}

/**
 * Plays a seated hidden-hands match of hand size 1 to its end over sockets (2 moves); resolves
 * to the final state. `headers`: each seat's socket handshake headers (a session cookie).
 */
export async function playToTheEnd(
  url: string,
  matchID: string,
  seats: Seat[],
  headers: Array<Record<string, string> | undefined> = [],
): Promise<any> {
  const players = seats.map(
    (s, index) =>
      new SocketPlayer(url, 'hidden-hands', matchID, s.playerID, s.credentials, {
        extraHeaders: headers[index],
      }),
  );
  try {
    await Promise.all(players.map((p) => p.synced()));
    for (let stateID = 0; players.some((p) => p.state.ctx.gameover === undefined); stateID++) {
      const player = players[stateID % players.length];
      await player.reaches(stateID);
      if (player.state.ctx.gameover !== undefined) break;
      const answer = await player.move('play', player.state.G.hands[player.playerID!][0]);
      if (answer.event !== 'update')
        throw new Error(`move refused: ${JSON.stringify(answer.args)}`);
      await Promise.all(players.map((p) => p.reaches(stateID + 1)));
    }
    return players[0].state;
  } finally {
    players.forEach((p) => p.close());
  }
}

/** Every key anyone added to Object.prototype (there must be none). */
export function prototypeKeys(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).filter(
    (key) => !BUILTIN_PROTOTYPE_KEYS.has(key),
  );
}

const BUILTIN_PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));
