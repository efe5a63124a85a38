/** Entry point: `npx tsx apps/server/src/main.ts`. Reads the environment, serves, stops on SIGTERM. */
import { createGridplayServer } from './app';
import { readConfig } from './config';
import { loadInstalledGames } from './games/installed-games';
import { createLogger } from './logger';

const log = createLogger();

async function main(): Promise<void> {
  const config = readConfig();
  const { games, failures } = await loadInstalledGames(config.gamesRoot);
  for (const failure of failures) {
    log.error({ package: failure.packageName, err: failure.error }, 'game package not loaded');
  }
  const server = await createGridplayServer({ ...config, games, log });
  await server.start(config.port);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error: Error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: Error) => {
  log.fatal({ err: error }, 'server failed to start');
  process.exit(1);
});
