/** Starts a Gridplay server in this process on a free loopback port, with the fixture games. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGridplayServer, type GridplayServer, type GridplayServerOptions } from '../app';
import { fixtureGames } from './fixture-games';

export interface RunningServer {
  url: string;
  port: number;
  server: GridplayServer;
  stop(): Promise<void>;
}

export const TEST_ORIGIN = 'http://allowed.example';

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
    ...overrides,
  });
  const { port } = await server.start(0);
  return { url: `http://127.0.0.1:${port}`, port, server, stop: () => server.stop() };
}
