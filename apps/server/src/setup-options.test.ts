/**
 * Setup options over the create-match route, with every installed game: a numeric option takes
 * whole numbers only (lightcycle once accepted `targetScore: 5.5`, and `roundLimit: 0.5` made a
 * match that ended after round 1). One check in core's `invalidSetupData` serves every game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '@gridplay/core/discovery';
import type { SetupOption } from '@gridplay/core';
import { loadInstalledGames, type HostedGame } from './games/installed-games';
import { startTestServer, type RunningServer } from './testing/in-process-server';
import { post } from './testing/lobby-client';
import { fixtureGames } from './testing/fixture-games';

const discovered = await loadInstalledGames(findWorkspaceRoot(__dirname));
// A package that generated-game.test.ts adds for a moment is not an installed game.
const installed: HostedGame[] = discovered.games.filter(
  (g) => !g.module.meta.id.includes('zz-generated'),
);

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ games: [...installed, ...(await fixtureGames())] });
}, 60_000);
afterAll(() => server?.stop());

const create = (game: string, setupData: Record<string, unknown>) =>
  post(`${server.url}/games/${game}/create`, { numPlayers: 2, setupData });

async function matchCount(game: string): Promise<number> {
  const listing = await (await fetch(`${server.url}/games/${game}`)).json();
  return listing.matches.length;
}

describe('lightcycle', () => {
  it.each([
    [{ targetScore: 5.5 }, '"targetScore" (Points to win) must be a whole number, not 5.5'],
    [{ roundLimit: 0.5 }, '"roundLimit" (Round limit) must be a whole number, not 0.5'],
  ])('refuses %j with a 400 naming the option, creating no match', async (setupData, error) => {
    const before = await matchCount('lightcycle');
    const { status, json } = await create('lightcycle', setupData);
    expect({ status, error: json.error }).toEqual({ status: 400, error });
    expect(await matchCount('lightcycle')).toBe(before);
  });

  it('creates a match with whole numbers at the bounds', async () => {
    const { status, json } = await create('lightcycle', { targetScore: 5, roundLimit: 1 });
    expect(status).toBe(200);
    const match = await (await fetch(`${server.url}/games/lightcycle/${json.matchID}`)).json();
    expect(match.setupData).toEqual({ targetScore: 5, roundLimit: 1 });
  });
});

/** Every numeric option of every game the server hosts (the installed ones and its fixture). */
const numericOptions = [...installed, ...(await fixtureGames())].flatMap(({ module: { meta } }) =>
  meta.setupOptions
    .filter((option) => typeof option.default === 'number')
    .map((option) => [meta.id, option] as const),
);

/** A fraction inside the option's bounds, so only its wholeness can be wrong. */
function fractionFor(option: SetupOption): number {
  const value = (option.default as number) + 0.5;
  return option.max !== undefined && value > option.max ? value - 1 : value;
}

it('has numeric options typed freely in more than one game to check', () => {
  const free = numericOptions.filter(([, option]) => !option.choices);
  expect(new Set(free.map(([game]) => game)).size).toBeGreaterThan(1);
});

describe.each(numericOptions)('%s', (game, option) => {
  it(`refuses a fraction for "${option.key}", naming the option`, async () => {
    const value = fractionFor(option);
    const { status, json } = await create(game, { [option.key]: value });
    expect(status).toBe(400);
    // A list of choices names the value it lacks; a number typed freely must be whole.
    expect(json.error).toBe(
      option.choices
        ? `"${option.key}" cannot be ${value}`
        : `"${option.key}" (${option.label}) must be a whole number, not ${value}`,
    );
  });
});
