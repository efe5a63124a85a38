/**
 * A custom MegaMan deck list is its owner's secret (RULINGS §5): the lobby's match listing and
 * match page, which anyone may read, say only that a list was written; the server keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '@gridplay/core/discovery';
import { loadInstalledGames } from '../games/installed-games';
import { HIDDEN_SETUP_VALUE } from '../lobby/public-match';
import { startTestServer, type RunningServer } from '../testing/in-process-server';
import { createMatch } from '../testing/lobby-client';
import { send } from '../testing/hostile-http';

/** A legal 60-card list (MegaMan, 4 each of 14 cards, 3 of a 15th) within the lobby's 200 characters. */
const OWN_LIST = [
  '1 megaman',
  ...['rival', 'cannon', 'barrier', 'tornado', 'all-in', 'patch-up', 'overclock', 'fire-ring']
    .concat(['aura-wall', 'rock-arm', 'heat-shot', 'rich-kid', 'data-burn', 'ember-fan'])
    .map((id) => `4 ${id}`),
  '3 guts-punch',
].join(';');

let server: RunningServer;
beforeAll(async () => {
  const { games } = await loadInstalledGames(findWorkspaceRoot(__dirname));
  server = await startTestServer({ games: games.filter((g) => g.module.meta.id === 'megaman') });
});
afterAll(() => server.stop());

describe("a match's setupData in the lobby", () => {
  it('hides a custom deck list from the listing and the match page, shows the demo deck choice', async () => {
    const setupData = { deck0: 'gutsman', deck1: 'torchman', list0: OWN_LIST, list1: '' };
    const matchID = await createMatch(server.url, 'megaman', { setupData });
    // Every public option is shown as chosen or defaulted (the variant is off by default).
    const shown = { ...setupData, list0: HIDDEN_SETUP_VALUE, firstPlayerSkipsFirstDraw: false };

    const page = await send(`${server.url}/games/megaman/${matchID}`);
    expect(page.status).toBe(200);
    expect(page.json.setupData).toEqual(shown);
    const listing = await send(`${server.url}/games/megaman?limit=100`);
    const listed = listing.json.matches.find((m: { matchID: string }) => m.matchID === matchID);
    expect(listed.setupData).toEqual(shown);
    expect(JSON.stringify(listing.json)).not.toContain('guts-punch');

    // The match itself (and a rematch) still plays the list.
    const { metadata } = await server.server.store.fetch(matchID, { metadata: true });
    expect(metadata.setupData).toEqual({ ...setupData, firstPlayerSkipsFirstDraw: false });
  });
});
