import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { createMatch, post } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';

let server: RunningServer;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gridplay-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Gridplay app</title>');
  writeFileSync(join(webDist, 'app.js'), 'console.log("app")');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("hashed")');
  server = await startTestServer({ webDist });
});
afterAll(() => server.stop());

describe('hosting the installed games', () => {
  it('lists discovered game packages on GET /games and their metas on /api/games', async () => {
    expect(await (await fetch(`${server.url}/games`)).json()).toEqual(['hidden-hands']);
    const metas = await (await fetch(`${server.url}/api/games`)).json();
    expect(metas).toEqual([
      expect.objectContaining({
        id: 'hidden-hands',
        title: 'Hidden Hands',
        players: { min: 2, max: 3 },
        seatNames: ['North', 'South', 'East'],
        accent: '#3a7',
        art: expect.stringContaining('<svg'),
        setupOptions: [expect.objectContaining({ key: 'handSize' })],
      }),
    ]);
  });

  it('serves the rules as Markdown and a 404 for an unknown game', async () => {
    const rules = await fetch(`${server.url}/api/games/hidden-hands/rules`);
    expect(rules.headers.get('content-type')).toContain('text/markdown');
    expect(await rules.text()).toContain('# Hidden Hands');
    expect((await fetch(`${server.url}/api/games/chess/rules`)).status).toBe(404);
  });

  it('reports health with the storage in use', async () => {
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({
      ok: true,
      storage: 'sqlite',
      games: 1,
      database: 'ok',
    });
  });

  it('serves the web app, with index.html for client-side routes but not for API paths', async () => {
    expect(await (await fetch(`${server.url}/app.js`)).text()).toContain('console.log');
    expect(
      (await fetch(`${server.url}/assets/app-1234.js`)).headers.get('cache-control'),
    ).toContain('immutable');
    expect((await fetch(`${server.url}/`)).headers.get('cache-control')).toBe('no-cache');
    const deepLink = await fetch(`${server.url}/match/hidden-hands/abc`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('Gridplay app');
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
    const lobby = await fetch(`${server.url}/games/hidden-hands`);
    expect(lobby.headers.get('content-type')).toContain('application/json');
    expect(await lobby.json()).toHaveProperty('matches');
  });
});

describe('creating matches', () => {
  it('creates a match whose metadata lists the seats and the default setup', async () => {
    const matchID = await createMatch(server.url, 'hidden-hands', { numPlayers: 3 });
    const match = await (await fetch(`${server.url}/games/hidden-hands/${matchID}`)).json();
    expect(match.players).toHaveLength(3);
    expect(match.setupData).toEqual({ handSize: 3 });
  });

  it.each([
    [{ numPlayers: 5 }, 'Hidden Hands is for 2–3 players, not 5'],
    [{ numPlayers: 2, setupData: { colour: 'red' } }, 'unknown setup option "colour"'],
    [{ numPlayers: 2, setupData: { handSize: 7 } }, '"handSize" must be between 1 and 3'],
    [{ numPlayers: 'two' }, 'numPlayers'],
    [{ numPlayers: 2, bots: { '1': 'genius' } }, 'bots'],
    [{ numPlayers: 2, bots: { '4': 'easy' } }, 'There is no seat 4'],
    [{ numPlayers: 2, bots: { '0': 'easy', '1': 'hard' } }, 'At least one seat'],
    [{ numPlayers: 2, surprise: true }, 'surprise'],
    ['{not json', 'not valid JSON'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const { status, json } = await post(`${server.url}/games/hidden-hands/create`, body);
    expect(status).toBe(400);
    expect(json.error).toContain(message);
  });

  it('answers 404 for an unknown game and keeps serving after malformed lobby requests', async () => {
    expect((await post(`${server.url}/games/chess/create`, { numPlayers: 2 })).status).toBe(404);
    const matchID = await createMatch(server.url, 'hidden-hands');
    const join = await post(`${server.url}/games/hidden-hands/${matchID}/join`, {
      playerID: { no: 1 },
    });
    expect(join.status).toBeGreaterThanOrEqual(400);
    expect(join.status).toBeLessThan(500);
    const leave = await post(`${server.url}/games/hidden-hands/${matchID}/leave`, '[');
    expect(leave.status).toBe(400);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('play again: a new match for the same table, with the same bots and a new seed, for seated players only', async () => {
    const matchID = await createMatch(server.url, 'hidden-hands', {
      numPlayers: 2,
      bots: { '1': 'hard' },
    });
    const { json: seat } = await post(`${server.url}/games/hidden-hands/${matchID}/join`, {
      playerID: '0',
      playerName: 'Ann',
    });
    const again = (body: unknown) =>
      post(`${server.url}/games/hidden-hands/${matchID}/playAgain`, body);
    expect((await again({ playerID: '0', credentials: 'wrong' })).status).toBe(403);
    expect((await again({ playerID: '7', credentials: 'x' })).status).toBe(404);
    expect((await again({ credentials: seat.playerCredentials })).status).toBe(400);
    // Only once the match is over (security/rematch.test.ts plays one to its end).
    expect((await again({ playerID: '0', credentials: seat.playerCredentials })).status).toBe(409);
    await server.server.store.updateMetadata(matchID, (m) => ({ ...m, gameover: { winner: '1' } }));
    const { status, json } = await again({ playerID: '0', credentials: seat.playerCredentials });
    expect(status).toBe(200);
    expect((await again({ playerID: '0', credentials: seat.playerCredentials })).json).toEqual(
      json,
    );
    const next = await (await fetch(`${server.url}/games/hidden-hands/${json.nextMatchID}`)).json();
    expect(next.players[1]).toEqual(
      expect.objectContaining({ name: 'Bot (hard)', data: { bot: 'hard' } }),
    );
    expect(next.players[0].name).toBeUndefined();
    const seedOf = async (id: string) =>
      (await server.server.store.fetch(id, { state: true })).state.plugins.random.data.seed;
    expect(await seedOf(json.nextMatchID)).toMatch(/^[0-9a-f]{32}$/);
    expect(await seedOf(json.nextMatchID)).not.toBe(await seedOf(matchID));
  });

  it('gives a bot seat a name and no joinable place', async () => {
    const matchID = await createMatch(server.url, 'hidden-hands', {
      numPlayers: 2,
      bots: { '1': 'easy' },
    });
    const match = await (await fetch(`${server.url}/games/hidden-hands/${matchID}`)).json();
    expect(match.players[1]).toEqual(
      expect.objectContaining({ name: 'Bot (easy)', data: { bot: 'easy' } }),
    );
    expect(match.players[1].credentials).toBeUndefined();
    const taken = await post(`${server.url}/games/hidden-hands/${matchID}/join`, {
      playerID: '1',
      playerName: 'Eve',
    });
    expect(taken.status).toBe(409);
  });

  it('a person cannot turn their own seat into a bot seat by rewriting its data', async () => {
    const matchID = await createMatch(server.url, 'hidden-hands', { numPlayers: 2 });
    const { json: seat } = await post(`${server.url}/games/hidden-hands/${matchID}/join`, {
      playerID: '0',
      playerName: 'Ann',
    });
    const update = await post(`${server.url}/games/hidden-hands/${matchID}/update`, {
      playerID: '0',
      credentials: seat.playerCredentials,
      data: { bot: 'easy' },
    });
    expect(update.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Syncing wakes bot seats; seat 0 is still a person's, so nothing moves.
    const spectator = new SocketPlayer(server.url, 'hidden-hands', matchID, null);
    await spectator.synced();
    // Long enough for a bot thread to start and decide (it does, with the label trusted).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    spectator.close();
    expect((await server.server.store.fetch(matchID, { state: true })).state._stateID).toBe(0);
  });
});

describe('player names', () => {
  it.each([
    ['Ann\u2028Lee', 'a line break (U+2028)'],
    ['Ann\u2029Lee', 'a line break (U+2029)'],
    ['Ann\u200bLee', 'an invisible character (U+200B)'],
    ['Ann\u202eeeL', 'a direction (bidi) control (U+202E)'],
  ])('refuses %j, naming the hidden character, and leaves the seat open', async (name, found) => {
    const matchID = await createMatch(server.url, 'hidden-hands', { numPlayers: 2 });
    const join = await post(`${server.url}/games/hidden-hands/${matchID}/join`, {
      playerID: '0',
      playerName: name,
    });
    expect(join.status).toBe(400);
    expect(join.json.error).toBe(`Invalid request (playerName): a name cannot contain ${found}`);
    const match = await (await fetch(`${server.url}/games/hidden-hands/${matchID}`)).json();
    expect(match.players[0].name).toBeUndefined();
  });
});
