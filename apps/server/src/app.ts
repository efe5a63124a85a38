/**
 * The Gridplay server: one Koa app on boardgame.io's `Server` (whose lobby routes are kept, on
 * our storage), with Gridplay's own match creation, sockets, bot seats, game info and web app,
 * all on one port. `createGridplayServer(options)` → `{ start(port), stop() }`, used by
 * `main.ts` and by the tests in-process.
 */
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'boardgame.io/server';
import type { Server as ServerTypes, State } from 'boardgame.io';
import { activePlayersOf } from '@gridplay/core';
import type { Logger } from 'pino';
import type { Middleware } from 'koa';
import { createLogger } from './logger';
import type { HostedGame } from './games/installed-games';
import { openMatchStore } from './storage/open-store';
import type { MatchStore } from './storage/match-store';
import { LocalMatchBus, type MatchBus } from './pubsub/match-bus';
import { RedisMatchBus } from './pubsub/redis-match-bus';
import { MatchSockets } from './match/match-sockets';
import { socialSockets } from './social/social-sockets';
import { BotSeats, botDifficulty } from './match/bot-seats';
import { WorkerBotThinker } from './match/bot-thinker';
import { newCredentials } from './match/credentials';
import { lobbyRoutes } from './lobby/lobby-routes';
import type { Lobby } from './lobby/lobby';
import { PlayNowQueue } from './matchmaking/play-now-queue';
import { playNowRoutes } from './matchmaking/play-now-routes';
import { MatchExpiry } from './lobby/match-expiry';
import { IdempotentRequests, LOBBY_REQUEST_MIGRATIONS } from './lobby/idempotent-requests';
import { migrate } from './storage/migrations';
import { clientLimitsFrom, UNLIMITED, type ClientLimits } from './security/client-limits';
import { errorResponses } from './http/errors';
import { refuseMalformedPaths } from './http/malformed-paths';
import { gameInfoRoutes } from './http/game-info-routes';
import { replayRoute } from './lifecycle/replay-route';
import { matchTurnRoute } from './match/match-turn-route';
import { webApp } from './http/web-app';
import { perfCountersRoute } from './http/perf-counters';
import { MatchLifecycle } from './lifecycle/match-lifecycle';
import { awayGraceFrom } from './lifecycle/away-grace';
import { resignRoute } from './lifecycle/resign-route';
import { AccountStore } from './accounts/account-store';
import { accountRoutes } from './accounts/account-routes';
import { MatchRatings } from './accounts/match-ratings';
import { whyNotSeatOwner } from './accounts/seat-owners';
import { accountMatchesRoute, noteAccountSeat } from './accounts/account-matches';
import { savedItemsRoutes } from './accounts/saved-items-routes';
import { SavedItemsStore } from './accounts/saved-items-store';

export interface GridplayServerOptions {
  games: readonly HostedGame[];
  /** postgres://… ; absent = SQLite under `dataDir`. */
  databaseUrl?: string;
  /** Directory of the SQLite file, or ':memory:'. */
  dataDir: string;
  /** A store opened by the caller (tests inject failing storage); default: opened from the above. */
  store?: MatchStore;
  /** redis://… to share matches with other server processes. */
  redisUrl?: string;
  /** The built web app (index.html and assets). */
  webDist: string;
  /** Browser origins allowed to use the lobby API and the sockets. */
  origins: readonly string[];
  log?: Logger;
  /** Pause before a bot seat moves (default 500 ms). */
  botDelayMs?: number;
  /** Per-client limits (default: from CLIENT_LIMITS / TRUST_PROXY, see SECURITY.md). */
  limits?: ClientLimits;
  /** A match no person sits at is removed after this long (default 30 minutes). */
  emptyMatchTtlMs?: number;
  /** How long a rematch keeps its seats for the previous players (default 10 minutes). */
  rematchHoldMs?: number;
  /**
   * With `redisUrl`: how often each process compares its matches' sockets with storage, to
   * re-sync those a process that died between storing and announcing a move left behind
   * (default 2 s; match/room-catch-up.ts).
   */
  catchUpEveryMs?: number;
  /** Replays one address may ask for (default: a burst of 10, then one a second). */
  replayRate?: { burst: number; perSecond: number };
  /** How long a disconnected seat is away before the others may act (default: AWAY_GRACE_MS or 60 s). */
  awayGraceMs?: number;
  /** Rated games a player needs to appear on a leaderboard (default 5). */
  leaderboardMinGames?: number;
  /** A Play now place nobody asked about for this long is given up (default 10 s). */
  playNowExpiryMs?: number;
}

export interface GridplayServer {
  start(port: number): Promise<{ port: number }>;
  stop(): Promise<void>;
  readonly store: MatchStore;
}

export async function createGridplayServer(
  options: GridplayServerOptions,
): Promise<GridplayServer> {
  const log = options.log ?? createLogger();
  const store =
    options.store ??
    (await openMatchStore({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      onSlowCheckpoint: (slow) =>
        log.warn(
          slow,
          slow.mode === 'TRUNCATE'
            ? `an SQLite checkpoint held writes back for ${slow.ms} ms`
            : `an SQLite checkpoint took ${slow.ms} ms`,
        ),
    }));
  const accounts = new AccountStore(store.sql);
  await accounts.migrate();
  await migrate(store.sql, LOBBY_REQUEST_MIGRATIONS);
  const ratings = new MatchRatings(accounts, store, log);
  const bus: MatchBus = options.redisUrl
    ? new RedisMatchBus(options.redisUrl, (error) => log.error({ err: error }, 'redis'))
    : new LocalMatchBus();
  const modules = options.games.map((g) => g.module);
  const limits = options.limits ?? clientLimitsFrom(process.env);
  if (limits.socketsPerAddress >= UNLIMITED.socketsPerAddress)
    log.warn('CLIENT_LIMITS=off: no per-address limits at all (for flood benchmarks only)');

  const thinker = new WorkerBotThinker(
    new Map(
      options.games.flatMap((g) =>
        g.modulePath ? [[g.module.meta.id, g.modulePath] as const] : [],
      ),
    ),
  );
  // Bots act through the sockets (so everyone sees their moves); the sockets wake the bots.
  const bots: BotSeats = new BotSeats({
    modules,
    store,
    log,
    thinker,
    perform: (...args) => sockets.perform(...args),
    delayMs: options.botDelayMs ?? 500,
  });
  // Clocks and absent players: penalties act through the sockets, the bots and the seat changes.
  const lifecycle: MatchLifecycle = new MatchLifecycle({
    modules,
    store,
    log,
    graceMs: options.awayGraceMs ?? awayGraceFrom(process.env),
    thinker,
    publish: (matchID, snapshot) => sockets.publishLifecycle(matchID, snapshot),
    announce: (gameName, matchID, state, metadata) =>
      sockets.announce(gameName, matchID, { kind: 'accepted', state, metadata }),
    perform: (...args) => sockets.perform(...args),
    seatsChanged: (gameName, matchID, metadata) => {
      void sockets.seatsChanged(matchID, metadata);
      void bots.wake(gameName, matchID);
    },
  });
  const sockets: MatchSockets = new MatchSockets({
    modules,
    store,
    bus,
    origins: options.origins,
    log,
    lifecycle,
    features: socialSockets(),
    // Only when a bot seat has something to do: waking reads the match again.
    onAccepted: (gameName, matchID, state, metadata) => {
      if (botMayMove(state, metadata)) void bots.wake(gameName, matchID);
      void ratings
        .afterAccepted(matchID, state, metadata)
        .catch((error: Error) => log.error({ err: error, matchID }, 'could not rate the match'));
      void lifecycle
        .afterAccepted(gameName, matchID, state, metadata)
        .catch((error: Error) => log.error({ err: error, matchID }, 'could not advance the clock'));
    },
    onSynced: (gameName, matchID, state, metadata) => {
      if (botMayMove(state, metadata)) void bots.wake(gameName, matchID);
      void lifecycle
        .synced(gameName, matchID, state, metadata)
        .catch((error: Error) => log.error({ err: error, matchID }, 'could not resume the clock'));
    },
    limits,
    catchUpEveryMs: options.redisUrl ? (options.catchUpEveryMs ?? 2000) : undefined,
    whyNotSeatOwner: (request, metadata, playerID) =>
      whyNotSeatOwner(accounts, request, metadata, playerID),
  });

  const server = Server({
    games: modules.map((m) => m.game) as never,
    db: store,
    // Sockets are Gridplay's own (match-sockets.ts); the stock transport is not started.
    transport: { init: () => {} } as never,
    origins: [...options.origins],
    generateCredentials: newCredentials,
  });

  // Every lobby route under /games but the list of games is Gridplay's own (lobby/).
  const noteSeat = noteAccountSeat(accounts);
  const lobbyHooks: Lobby = {
    store,
    accounts,
    rematchHoldMs: options.rematchHoldMs ?? 10 * 60_000,
    onSeatsChanged: (matchID, metadata) => {
      void sockets.seatsChanged(matchID, metadata);
      if (metadata)
        void lifecycle
          .seatsChanged(metadata.gameName, matchID, metadata)
          .catch((error: Error) => log.error({ err: error, matchID }, 'could not start the clock'));
    },
    onCreated: (gameName, matchID, withBots) => {
      log.info({ game: gameName, matchID }, 'match created');
      // Waking reads the match again: only worth it when a bot may have to move first.
      if (withBots) void bots.wake(gameName, matchID);
    },
    onBotsSeated: (gameName, matchID) => void bots.wake(gameName, matchID),
    // The seat is taken either way: a failed note only costs "My games" on other devices.
    onSeatTaken: (ctx, seat) =>
      noteSeat(ctx, seat).catch((error: Error) =>
        log.error({ err: error, matchID: seat.matchID }, "could not note the account's seat"),
      ),
  };
  const lobby = lobbyRoutes({
    modules,
    origins: options.origins,
    limits,
    requests: new IdempotentRequests(store.sql),
    lobby: lobbyHooks,
  });
  const playNow = new PlayNowQueue({ lobby: lobbyHooks, expiryMs: options.playNowExpiryMs });
  const expiry = new MatchExpiry({
    store,
    log,
    emptyForMs: options.emptyMatchTtlMs ?? 30 * 60_000,
    everyMs: 60_000,
  });
  const requestLog: Middleware = async (ctx, next) => {
    const started = performance.now();
    await next();
    if (ctx.path !== '/health') {
      log.debug(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'http',
      );
    }
  };

  server.app.use(errorResponses(log));
  server.app.use(refuseMalformedPaths());
  server.app.use(requestLog);
  server.app.use(perfCountersRoute()); // GRIDPLAY_PERF_COUNTERS=1 only
  // Before the game info routes, which answer 404 for any other /api/ path.
  server.app.use(
    replayRoute({
      modules,
      store,
      log,
      trustProxy: limits.trustProxy,
      rate: options.replayRate,
    }),
  );
  server.app.use(matchTurnRoute({ store, trustProxy: limits.trustProxy }));
  server.app.use(
    accountRoutes({
      accounts,
      games: modules.map((m) => m.game.name),
      origins: options.origins,
      limits,
      leaderboardMinGames: options.leaderboardMinGames,
    }),
  );
  server.app.use(accountMatchesRoute(accounts, store));
  server.app.use(
    savedItemsRoutes({
      accounts,
      items: new SavedItemsStore(store.sql),
      modules,
      origins: options.origins,
    }),
  );
  server.app.use(
    playNowRoutes({ queue: playNow, modules, accounts, origins: options.origins, limits }),
  );
  server.app.use(
    gameInfoRoutes(options.games, async () => ({
      storage: store.kind,
      games: modules.length,
      ...(await dependencyHealth(store, bus, Boolean(options.redisUrl))),
    })),
  );
  // Before the lobby, which answers 404 for any other /games/:name/:id/… route.
  server.app.use(resignRoute({ modules, store, accounts, lifecycle, origins: options.origins }));
  server.app.use(lobby);
  server.app.use(webApp(options.webDist));

  let http: HttpServer | undefined;
  return {
    store,
    async start(port) {
      const { appServer } = await server.run({ port });
      http = appServer;
      sockets.attach(appServer);
      expiry.start();
      // Rated matches that ended while no process was running (a crash) are rated now.
      void ratings
        .catchUp()
        .catch((error: Error) => log.error({ err: error }, 'could not rate finished matches'));
      const address = appServer.address() as AddressInfo;
      log.info(
        {
          port: address.port,
          storage: store.kind,
          redis: Boolean(options.redisUrl),
          games: modules.map((m) => m.meta.id),
        },
        'listening',
      );
      return { port: address.port };
    },
    async stop() {
      bots.stop();
      lifecycle.stop();
      await expiry.stop();
      await thinker.close();
      await sockets.close();
      if (http) {
        http.closeAllConnections?.();
        await new Promise<void>((resolve) => http!.close(() => resolve()));
      }
      await bus.close();
      await store.close();
      log.info('stopped');
    },
  };
}

/** Whether a bot seat is among the seats that may act now (unknown match data: perhaps). */
function botMayMove(state: State, metadata: ServerTypes.MatchData | undefined): boolean {
  return !metadata || activePlayersOf(state.ctx).some((seat) => botDifficulty(metadata, seat));
}

async function dependencyHealth(
  store: MatchStore,
  bus: MatchBus,
  redis: boolean,
): Promise<Record<string, unknown>> {
  // A probe row really written and read back, and no failed match write since the last success.
  await store.checkHealth().catch((fault: Error) => {
    throw new Error(`Storage (${store.kind}): ${fault.message}.`, { cause: fault });
  });
  if (redis) await bus.ping();
  return redis ? { database: 'ok', redis: 'ok' } : { database: 'ok' };
}
