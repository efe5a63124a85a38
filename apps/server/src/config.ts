/** Server settings from the environment (see the README for each variable). */
import { join, resolve } from 'node:path';
import { findWorkspaceRoot } from '@gridplay/core/discovery';

export interface ServerConfig {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  webDist: string;
  origins: string[];
  /** Where game packages are discovered (a workspace root); default: this repository. */
  gamesRoot: string;
  root: string;
  /** Rated games a player needs to appear on a leaderboard (LEADERBOARD_MIN_GAMES, default 5). */
  leaderboardMinGames?: number;
}

const IN_MEMORY = ':memory:';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = findWorkspaceRoot(import.meta.dirname);
  const port = env.PORT ? Number(env.PORT) : 8000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      'DATABASE_URL must be a postgres:// URL (leave it unset for the built-in SQLite file)',
    );
  }
  const origins = (env.ORIGINS ?? `http://localhost:${port},http://localhost:5173`)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port,
    databaseUrl,
    // ':memory:' is SQLite's own name for a database that lives and dies with the process.
    dataDir: env.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(env.DATA_DIR ?? join(root, 'data')),
    redisUrl: env.REDIS_URL || undefined,
    webDist: resolve(env.WEB_DIST ?? join(root, 'apps/web/dist')),
    origins,
    gamesRoot: resolve(env.GAMES_ROOT ?? root),
    root,
    leaderboardMinGames: positiveInteger(env.LEADERBOARD_MIN_GAMES),
  };
}

function positiveInteger(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}
