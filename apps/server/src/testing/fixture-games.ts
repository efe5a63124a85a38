/** The server's own fixture game package, found through core's discovery like a real one. */
import { fileURLToPath } from 'node:url';
import { loadInstalledGames, type HostedGame } from '../games/installed-games';

export const FIXTURE_ROOT = fileURLToPath(new URL('../test-fixtures/workspace', import.meta.url));

export async function fixtureGames(): Promise<HostedGame[]> {
  const { games, failures } = await loadInstalledGames(FIXTURE_ROOT);
  if (failures.length) throw failures[0].error;
  return games;
}
