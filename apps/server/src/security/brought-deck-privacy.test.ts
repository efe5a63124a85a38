/**
 * A deck a MegaMan player brings to the table is their secret (RULINGS §5), over the wire: the
 * opponent's socket, a spectator's and the lobby's listing never hold a card of it that was not
 * played — only the NetNavi and the deck's size. Its owner gets it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '@gridplay/core';
import { findWorkspaceRoot } from '@gridplay/core/discovery';
import { loadInstalledGames } from '../games/installed-games';
import { startTestServer, TEST_LIMITS, type RunningServer } from '../testing/in-process-server';
import { createMatch, joinMatch } from '../testing/lobby-client';
import { SocketPlayer } from '../testing/socket-player';
import { send } from '../testing/hostile-http';

/** Cards in no demo deck of the opponent's (GutsMan), by id and printed name. */
const SECRET_CARDS = [
  ['patch-up', 'Patch Up'],
  ['data-burn', 'Data Burn'],
  ['heat-shot', 'Heat Shot'],
  ['fire-ring', 'Fire Ring'],
  ['aura-wall', 'Aura Wall'],
  ['all-in', 'All In'],
  ['rock-arm', 'Rock Arm'],
] as const;
const OWN_LIST = [
  '1 MegaMan',
  ...SECRET_CARDS.map(([id]) => `4 ${id}`),
  ...['rival', 'cannon', 'barrier', 'tornado', 'rich-kid', 'overclock', 'ember-fan'].map(
    (id) => `4 ${id}`,
  ),
  '3 guts-punch',
].join('\n');

let server: RunningServer;
let megaman: GameModule;
beforeAll(async () => {
  const { games } = await loadInstalledGames(findWorkspaceRoot(__dirname));
  const hosted = games.filter((g) => g.module.meta.id === 'megaman');
  megaman = hosted[0].module;
  // A whole match is played below as fast as the sockets answer: lift the per-socket rate.
  server = await startTestServer({
    games: hosted,
    limits: { ...TEST_LIMITS, socketMessageBurst: 1e6, socketMessagesPerSecond: 1e6 },
  });
});
afterAll(() => server.stop());

/** Where the secret list shows in what a client received: its text, or a card of it by id or name. */
function traces(received: unknown): string[] {
  const text = JSON.stringify(received);
  const found: string[] = [];
  if (text.includes('4 patch-up')) found.push('the list text');
  for (const [id, name] of SECRET_CARDS) {
    if (text.includes(`p0:${id}#`)) found.push(`card ${id}`);
    if (text.includes(name)) found.push(`name ${name}`);
  }
  return found;
}

describe('a deck brought to the table', () => {
  it('reaches its owner only: not the opponent, a spectator, the lobby or the replay', async () => {
    const setupData = { deck0: 'own', deck1: 'own' };
    const matchID = await createMatch(server.url, 'megaman', { setupData });
    const seats = [
      await joinMatch(server.url, 'megaman', matchID, '0'),
      await joinMatch(server.url, 'megaman', matchID, '1'),
    ];
    const owner = new SocketPlayer(server.url, 'megaman', matchID, '0', seats[0].credentials);
    const opponent = new SocketPlayer(server.url, 'megaman', matchID, '1', seats[1].credentials);
    const spectator = new SocketPlayer(server.url, 'megaman', matchID, null);
    const clients = [owner, opponent, spectator];
    try {
      for (const client of clients) await client.synced();
      // Both choose at once, each from the state before either choice: both are taken.
      const answers = await Promise.all([
        owner.move('bringDeck', { list: OWN_LIST }),
        opponent.move('bringDeck', { deck: 'gutsman' }),
      ]);
      expect(answers.map((answer) => answer.event)).toEqual(['update', 'update']);
      for (const client of clients) await client.reaches(2);

      // The deal happened: the NetNavi is in play, the deck's size is known, nothing else.
      const { state } = await server.server.store.fetch(matchID, { state: true });
      expect(state.G.seats['0'].deckName).toBe('custom');
      for (const client of [opponent, spectator]) {
        const seat = client.state.G.seats['0'];
        expect(seat.navi).toBe('p0:megaman#1');
        expect(seat.list).toEqual({ hidden: true, size: 59 });
        expect(seat.deck).toEqual({ hidden: true, size: state.G.seats['0'].deck.length });
        expect(traces(client.received)).toEqual([]);
      }
      // The move's log entry: its words for everyone, its arguments for the owner only.
      const entry = (client: SocketPlayer) =>
        client.received
          .filter((r) => r.event === 'update')
          .flatMap((r) => r.args[2] as any[])
          .find((e) => e.action.payload.playerID === '0' && e.action.payload.type === 'bringDeck');
      expect(entry(opponent).action.payload.args).toBeNull();
      expect(entry(spectator).action.payload.args).toBeNull();
      expect(entry(opponent).metadata.text).toBe(
        'Player 1 brings a deck of their own (MegaMan, 60 cards).',
      );
      expect(entry(owner).action.payload.args).toEqual([{ list: OWN_LIST }]);
      // The owner's own view names the designs it brought.
      expect(owner.state.G.seats['0'].list).toContain('patch-up');

      // A seat that reconnects gets the same redacted log; the lobby never had the list.
      opponent.close();
      const again = new SocketPlayer(server.url, 'megaman', matchID, '1', seats[1].credentials);
      clients.push(again);
      await again.synced();
      expect(traces(again.received)).toEqual([]);
      const page = await send(`${server.url}/games/megaman/${matchID}`);
      const listing = await send(`${server.url}/games/megaman?limit=100`);
      expect(page.json.setupData).toMatchObject(setupData);
      expect(traces(page.json)).toEqual([]);
      expect(traces(listing.json)).toEqual([]);
      // Nor the replay while the match is on: the opponent's is its own view of each moment.
      const replay = await send(
        `${server.url}/api/matches/megaman/${matchID}/replay?playerID=1&credentials=${seats[1].credentials}`,
      );
      expect(replay.status).toBe(200);
      expect(replay.json.frames.length).toBeGreaterThanOrEqual(3);
      expect(traces(replay.json)).toEqual([]);
    } finally {
      for (const client of clients) client.close();
    }
  });

  it('a list that breaks a rule is refused to its sender with the line; nothing is dealt', async () => {
    const matchID = await createMatch(server.url, 'megaman', {
      setupData: { deck0: 'own', deck1: 'gutsman' },
    });
    const seat = await joinMatch(server.url, 'megaman', matchID, '0');
    const owner = new SocketPlayer(server.url, 'megaman', matchID, '0', seat.credentials);
    try {
      await owner.synced();
      const answer = await owner.move('bringDeck', { list: '1 MegaMan\n4 Nonsense' });
      expect(answer.event).toBe('gridplay:error');
      expect(answer.args[0].reason).toBe("Unknown card 'Nonsense' on line 2.");
      const { state } = await server.server.store.fetch(matchID, { state: true });
      expect(state.G.bringing).toEqual(['0']);
      expect(state._stateID).toBe(0);
    } finally {
      owner.close();
    }
  });
});

/** Both seats play from their own view (pass when they may, else the first decision) to the end. */
async function playToEnd(players: SocketPlayer[], watchers: SocketPlayer[]): Promise<void> {
  for (let step = 0; step < 5000; step++) {
    const state = players[0].state;
    if (state.ctx.gameover !== undefined) return;
    const seat = players.find(
      (p) => megaman.game.ai.enumerate(p.state.G, p.state.ctx, p.playerID!).length > 0,
    );
    if (!seat) throw new Error(`nobody can move at state ${state._stateID}`);
    const choices = megaman.game.ai.enumerate(seat.state.G, seat.state.ctx, seat.playerID!);
    const choice =
      choices.find((c) => 'move' in c && (c.move === 'pass' || c.move === 'endResources')) ??
      choices[0];
    if (!('move' in choice)) throw new Error('an event was offered');
    const answer = await seat.move(choice.move, ...(choice.args ?? []));
    if (answer.event !== 'update') throw new Error(`refused: ${JSON.stringify(answer.args)}`);
    const next = answer.args[1]._stateID;
    for (const client of [...players, ...watchers]) await client.reaches(next);
  }
  throw new Error('the match did not end');
}

describe('the replay of a finished match', () => {
  it('shows everything but a brought list: that seat’s hand, deck and gauge stay sizes', async () => {
    const matchID = await createMatch(server.url, 'megaman', {
      setupData: { deck0: 'own', deck1: 'gutsman' },
    });
    const seats = [
      await joinMatch(server.url, 'megaman', matchID, '0'),
      await joinMatch(server.url, 'megaman', matchID, '1'),
    ];
    const owner = new SocketPlayer(server.url, 'megaman', matchID, '0', seats[0].credentials);
    const opponent = new SocketPlayer(server.url, 'megaman', matchID, '1', seats[1].credentials);
    const spectator = new SocketPlayer(server.url, 'megaman', matchID, null);
    const clients = [owner, opponent, spectator];
    try {
      for (const client of clients) await client.synced();
      await owner.move('bringDeck', { list: OWN_LIST });
      for (const client of clients) await client.reaches(1);
      await playToEnd([owner, opponent], [spectator]);

      const replay = await send(`${server.url}/api/matches/megaman/${matchID}/replay`);
      expect(replay.status).toBe(200);
      expect(replay.json.view).toBe('everything');
      const frames = replay.json.frames as Array<{ G: any }>;
      expect(frames.length).toBeGreaterThan(20);
      for (const { G } of frames.slice(2)) {
        for (const zone of ['hand', 'deck', 'gauge', 'list'])
          expect(G.seats['0'][zone]).toMatchObject({ hidden: true });
        expect(Array.isArray(G.seats['1'].hand)).toBe(true);
      }
      // It names no card of the list a spectator did not see played.
      const seen = JSON.stringify(spectator.received);
      const named = new Set(JSON.stringify(replay.json).match(/p0:[a-z-]+#\d+/g));
      expect([...named].filter((card) => !seen.includes(`"${card}"`))).toEqual([]);
      expect(JSON.stringify(replay.json)).not.toContain('4 patch-up');
    } finally {
      for (const client of clients) client.close();
    }
  }, 60_000);
});

describe('a server bot whose deck is chosen at the table', () => {
  it('brings its seat’s demo deck, and the person brings theirs in secret', async () => {
    const matchID = await createMatch(server.url, 'megaman', {
      setupData: { deck0: 'own', deck1: 'own' },
      bots: { '1': 'easy' },
    });
    const seat = await joinMatch(server.url, 'megaman', matchID, '0');
    const owner = new SocketPlayer(server.url, 'megaman', matchID, '0', seat.credentials);
    try {
      await owner.synced();
      await owner.move('bringDeck', { list: OWN_LIST });
      await owner.next((r) => r.event === 'update' && r.args[1].G.bringing === undefined, {
        past: true,
        timeoutMs: 20_000,
      });
      const { state } = await server.server.store.fetch(matchID, { state: true });
      expect(state.G.seats['1'].deckName).toBe('torchman');
      expect(state.G.seats['0'].deckName).toBe('custom');
    } finally {
      owner.close();
    }
  }, 30_000);
});
