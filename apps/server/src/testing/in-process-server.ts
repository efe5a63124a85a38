/** Starts a Gridplay server in this process on a free loopback port, with the fixture games. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGridplayServer, type GridplayServer, type GridplayServerOptions } from '../app';
import { fixtureGames } from './fixture-games';
import { DEFAULT_CLIENT_LIMITS, type ClientLimits } from '../security/client-limits';

export interface RunningServer {
  url: string;
  port: number;
  server: GridplayServer;
  stop(): Promise<void>;
}

export const TEST_ORIGIN = 'http://allowed.example';

/**
 * Every test client comes from 127.0.0.1, so the per-address limits would count a whole test
 * file as one client: test servers keep the per-socket limits but lift the per-address ones.
 * Tests of the limits themselves (src/security/client-limits.test.ts) pass their own.
 */
export const TEST_LIMITS: ClientLimits = {
  ...DEFAULT_CLIENT_LIMITS,
  matchCreationBurst: 1e6,
  socketsPerAddress: 1e6,
  connectionBurst: 1e6,
  addressMessageBurst: 1e6,
  loginFailureBurst: 1e6,
  registrationBurst: 1e6,
};

export async function startTestServer(
  overrides: Partial<GridplayServerOptions> = {},
): Promise<RunningServer> {
  const webDist = mkdtempSync(join(tmpdir(), 'gridplay-web-'));
  const server = await createGridplayServer({
    games: await fixtureGames(),
    dataDir: mkdtempSync(join(tmpdir(), 'gridplay-data-')),
    webDist,
    origins: [TEST_ORIGIN],
    botDelayMs: 5,
    limits: TEST_LIMITS,
    ...overrides,
  });
  const { port } = await server.start(0);
  return { url: `http://127.0.0.1:${port}`, port, server, stop: () => server.stop() };
}
