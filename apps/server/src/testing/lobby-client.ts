/** The lobby API as a test (or the benchmark) uses it. */
export interface Seat {
  playerID: string;
  credentials: string;
}

export async function post(url: string, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, json };
}

export async function createMatch(
  base: string,
  game: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const { status, json } = await post(`${base}/games/${game}/create`, { numPlayers: 2, ...body });
  if (status !== 200) throw new Error(`create failed: ${status} ${JSON.stringify(json)}`);
  return json.matchID;
}

export async function joinMatch(
  base: string,
  game: string,
  matchID: string,
  playerID: string,
): Promise<Seat> {
  const { status, json } = await post(`${base}/games/${game}/${matchID}/join`, {
    playerID,
    playerName: `P${playerID}`,
  });
  if (status !== 200) throw new Error(`join failed: ${status} ${JSON.stringify(json)}`);
  return { playerID, credentials: json.playerCredentials };
}

/** A new match with every seat joined. */
export async function seatedMatch(
  base: string,
  game: string,
  numPlayers = 2,
): Promise<{ matchID: string; seats: Seat[] }> {
  const matchID = await createMatch(base, game, { numPlayers });
  const seats: Seat[] = [];
  for (let i = 0; i < numPlayers; i++) seats.push(await joinMatch(base, game, matchID, String(i)));
  return { matchID, seats };
}
