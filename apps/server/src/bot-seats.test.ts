/**
 * A seat given to a bot at creation is played by the server from that seat's playerView only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiMove, GameModule } from '@gridplay/core';
import { fixtureGames } from './testing/fixture-games';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { createMatch, joinMatch } from './testing/lobby-client';
import { SocketPlayer } from './testing/socket-player';
import type { HiddenHandsState } from './test-fixtures/workspace/games/hidden-hands/src/index';

type Seen = { hands: Record<string, unknown>; deck: unknown };

/** The fixture game with spies on what its bot hooks are given. */
async function watchedGame(withBotSupport: boolean) {
  const [hosted] = await fixtureGames();
  const original = hosted.module as GameModule<HiddenHandsState>;
  const enumerated: Seen[] = [];
  const determinized: Seen[] = [];
  const module: GameModule<HiddenHandsState> = {
    ...original,
    game: {
      ...original.game,
      ai: {
        enumerate: (G, ctx, playerID) => {
          enumerated.push(structuredClone(G));
          return original.game.ai.enumerate(G, ctx, playerID) as AiMove[];
        },
      },
    },
    bot: withBotSupport
      ? {
          ...original.bot,
          determinize: (view, ctx, seat, random) => {
            determinized.push(structuredClone(view));
            return original.bot!.determinize!(view, ctx, seat, random);
          },
        }
      : undefined,
  };
  // No module path: the spied module thinks inline, where the spies can see it.
  return { games: [{ rules: hosted.rules, module }], enumerated, determinized };
}

async function playAgainstBot(server: RunningServer) {
  const matchID = await createMatch(server.url, 'hidden-hands', {
    numPlayers: 2,
    bots: { '1': 'easy' },
  });
  const seat = await joinMatch(server.url, 'hidden-hands', matchID, '0');
  const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seat.credentials);
  try {
    await north.synced();
    for (let stateID = 0; stateID < 6; stateID += 2) {
      await north.reaches(stateID);
      expect((await north.move('play', north.state.G.hands['0'][0])).event).toBe('update');
    }
    await north.reaches(6);
    return north.state;
  } finally {
    north.close();
  }
}

const hidden = (zone: unknown) => !Array.isArray(zone);

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('bot seats', () => {
  it('the fair bot plays its seat to the end, deciding from the view of its seat', async () => {
    const { games, determinized } = await watchedGame(true);
    server = await startTestServer({ games });
    const final = await playAgainstBot(server);
    expect(final.ctx.gameover).toBeDefined();
    expect(final.G.played).toHaveLength(6);
    // The fair bot sampled worlds from views in which North's hand and the deck were hidden.
    expect(determinized.length).toBeGreaterThan(0);
    for (const view of determinized) {
      expect(hidden(view.hands['0'])).toBe(true);
      expect(hidden(view.deck)).toBe(true);
      expect(Array.isArray(view.hands['1'])).toBe(true);
    }
  });

  it('without bot support in the game, the bot plays a legal move chosen on its view', async () => {
    const { games, enumerated } = await watchedGame(false);
    server = await startTestServer({ games });
    const final = await playAgainstBot(server);
    expect(final.ctx.gameover).toBeDefined();
    expect(enumerated.length).toBeGreaterThanOrEqual(3);
    for (const view of enumerated) {
      expect(hidden(view.hands['0'])).toBe(true);
      expect(hidden(view.deck)).toBe(true);
    }
  });

  it('after a restart, a bot whose turn it is moves as soon as the match is opened again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gridplay-bot-restart-'));
    // The first server is too slow to let its bot move before it stops.
    const first = await startTestServer({ dataDir, botDelayMs: 60_000 });
    const matchID = await createMatch(first.url, 'hidden-hands', {
      numPlayers: 2,
      bots: { '1': 'easy' },
    });
    const seat = await joinMatch(first.url, 'hidden-hands', matchID, '0');
    const north = new SocketPlayer(first.url, 'hidden-hands', matchID, '0', seat.credentials);
    await north.synced();
    expect((await north.move('play', north.state.G.hands['0'][0])).event).toBe('update');
    north.close();
    await first.stop();

    server = await startTestServer({ dataDir });
    const back = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seat.credentials);
    try {
      await back.synced();
      await back.reaches(2);
      expect(back.state.ctx.currentPlayer).toBe('0');
      expect(back.state.G.played).toHaveLength(2);
    } finally {
      back.close();
    }
  });

  it('a bot seat infers from the other seat’s public moves, read from the stored log, never its secret ones', async () => {
    const [hosted] = await fixtureGames();
    const original = hosted.module as GameModule<HiddenHandsState>;
    const recalled: { past: HiddenHandsState; actor: string }[] = [];
    const judged: AiMove[][] = [];
    const module: GameModule<HiddenHandsState> = {
      ...original,
      bot: {
        ...original.bot,
        // A model of play (every offered card alike) and a recall: the search now infers.
        policy: (_G, _ctx, _seat, moves) => {
          judged.push(moves);
          return moves.map(() => 1);
        },
        recall: (world, past, _ctx, actor) => {
          recalled.push({ past: structuredClone(past), actor });
          return { ...past, hands: world.hands, notes: world.notes, deck: world.deck };
        },
      },
    };
    server = await startTestServer({ games: [{ rules: hosted.rules, module }] });
    const matchID = await createMatch(server.url, 'hidden-hands', {
      numPlayers: 2,
      bots: { '1': 'easy' },
    });
    const seat = await joinMatch(server.url, 'hidden-hands', matchID, '0');
    const north = new SocketPlayer(server.url, 'hidden-hands', matchID, '0', seat.credentials);
    try {
      await north.synced();
      expect((await north.move('note', 'keep the nine for last')).event).toBe('update');
      const card = north.state.G.hands['0'][0];
      expect((await north.move('play', card)).event).toBe('update');
      await north.reaches(3);
      // The bot's search weighed its worlds by North's card, on South's view before it.
      expect(recalled.length).toBeGreaterThan(0);
      for (const { past, actor } of recalled) {
        expect(actor).toBe('0');
        expect(hidden(past.hands['0'])).toBe(true);
        expect(hidden(past.notes['0'])).toBe(true);
        expect(past.played).toEqual([]);
      }
      expect(judged.flat().some((move) => 'move' in move && move.move === 'note')).toBe(false);
      expect(JSON.stringify(recalled)).not.toContain('keep the nine');
    } finally {
      north.close();
    }
  });

  it('a bot holding the first seat moves first, without anyone asking (thinking in its own thread)', async () => {
    server = await startTestServer();
    const matchID = await createMatch(server.url, 'hidden-hands', {
      numPlayers: 2,
      bots: { '0': 'easy' },
    });
    const spectator = new SocketPlayer(server.url, 'hidden-hands', matchID, null);
    try {
      await spectator.synced();
      await spectator.reaches(1);
      expect(spectator.state.G.played).toHaveLength(1);
      expect(spectator.state.ctx.currentPlayer).toBe('1');
    } finally {
      spectator.close();
    }
  });
});
