/**
 * Lobby requests that survive a cut connection. A client may send an `Idempotency-Key` header
 * (a random UUID per logical request, the same on every retry of it); the first successful
 * answer to that key is stored, and any retry — on this process or another one sharing the
 * database — gets that answer again instead of running a second time. A join retried after its
 * response was lost gets the same credentials, never "409 Seat 0 is taken" for the player's own
 * seat; a create retried gives one match, not two.
 *
 * - The answer is written in the same transaction as the change it reports (`answerRecord`,
 *   passed to the store's compare-and-set): a process killed right after its commit has stored
 *   the answer too, so no retry can find the change done and the answer missing.
 * - A key is scoped to its route (game, match, action) and to its body: the same key with
 *   another body is a client bug, refused with 422 rather than answered with the other body's
 *   result.
 * - Only successful answers are stored. A refusal changed nothing, so a retry simply runs again
 *   (a 429 or a storage fault may pass by then).
 * - A retry, or two attempts with one key at once: each runs, and only one can commit (the
 *   answer's key is unique); the other's commit fails on the key (its change rolls back with
 *   it) or its change is refused (the seat is taken), and it answers with what the first stored.
 *   So a first attempt costs no lookup; a retry costs one.
 * - The same for a key reused with another body: nothing commits, and 422.
 * - Keys expire after `ttlMs` (24 h): a retry comes within seconds; a day covers any client.
 *
 * Without the header nothing changes (boardgame.io's own clients send none).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Migration } from '../storage/migrations';
import type { SqlDriver, Statement } from '../storage/sql-driver';
import { readJson } from '../http/read-json';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** Visible ASCII, as a UUID or any client's random token is; long enough for any of them. */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
const SWEEP_EVERY_MS = 60 * 60_000;

export const LOBBY_REQUEST_MIGRATIONS: readonly Migration[] = [
  {
    name: '2026-11-26-10-lobby-requests',
    statements: [
      `CREATE TABLE IF NOT EXISTS gridplay_lobby_requests (
         scope TEXT NOT NULL,
         request_key TEXT NOT NULL,
         body_hash TEXT NOT NULL,
         status INTEGER NOT NULL,
         answer TEXT NOT NULL,
         created_at BIGINT NOT NULL,
         PRIMARY KEY (scope, request_key)
       )`,
      `CREATE INDEX IF NOT EXISTS gridplay_lobby_requests_age ON gridplay_lobby_requests (created_at)`,
    ],
  },
];

/** What a keyed request carries between the lookup and the handler's commit. */
interface KeyedRequest {
  scope: string;
  key: string;
  bodyHash: string;
  now: number;
  /** The handler put its answer in its own transaction (`answerRecord`). */
  recordedInTransaction: boolean;
}

const keyedRequests = new WeakMap<Context, KeyedRequest>();

/**
 * `INSERT … SELECT` with no FROM: the match store can add `FROM` a guarded change on PostgreSQL
 * and send both as one statement (match-store.ts, `guardedWrite`).
 */
function insertAnswer(request: KeyedRequest, status: number, answer: unknown): Statement {
  return {
    sql: `INSERT INTO gridplay_lobby_requests (scope, request_key, body_hash, status, answer, created_at)
          SELECT ?, ?, ?, CAST(? AS INTEGER), ?, CAST(? AS BIGINT)`,
    params: [
      request.scope,
      request.key,
      request.bodyHash,
      status,
      JSON.stringify(answer),
      request.now,
    ],
  };
}

/**
 * The statement that stores this request's answer, for the handler to commit in the same
 * transaction as its change; none when the request carries no key. `answer` must be the body
 * the handler then answers with (status 200).
 */
export function answerRecord(ctx: Context, answer: unknown): Statement[] {
  const request = keyedRequests.get(ctx);
  if (!request) return [];
  request.recordedInTransaction = true;
  return [insertAnswer(request, 200, answer)];
}

interface StoredAnswer {
  body_hash: string;
  status: number | string;
  answer: string;
  created_at: number | string;
}

export class IdempotentRequests {
  private lastSweep = 0;

  constructor(
    private readonly sql: SqlDriver,
    private readonly ttlMs = IDEMPOTENCY_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `handler` for a state-changing lobby request in `scope` (its game, match and action),
   * or answers a retry of it from the store.
   */
  async handle(ctx: Context, scope: string, handler: () => Promise<void>): Promise<void> {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    if (!key) return handler();
    if (!KEY_PATTERN.test(key))
      ctx.throw(400, `${IDEMPOTENCY_HEADER} must be 1 to 128 visible ASCII characters (a UUID).`);
    const body = await readJson(ctx);
    const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
    const request: KeyedRequest = {
      scope,
      key,
      bodyHash,
      now: this.now(),
      recordedInTransaction: false,
    };
    this.sweepNow(request.now);

    // No lookup first: a first attempt (nearly every request) costs no extra round trip. A
    // retry finds its change done (the seat taken, the credentials gone: refused) or its
    // answer's key already stored (its commit fails and rolls back): either way it throws,
    // and then the stored answer is looked up.
    keyedRequests.set(ctx, request);
    try {
      await handler();
    } catch (error) {
      const stored = await this.storedAnswer(ctx, request);
      if (stored === 'expired') return this.handle(ctx, scope, handler); // forgotten: run anew
      if (stored) return;
      throw error;
    } finally {
      keyedRequests.delete(ctx);
    }
    if (request.recordedInTransaction || ctx.status < 200 || ctx.status >= 300) return;
    // A route whose change is naturally repeatable (a rematch answers the stored next match):
    // its answer is stored after it.
    const insert = insertAnswer(request, ctx.status, ctx.body);
    const stored = await this.sql.run(
      // `WHERE true`: SQLite's parser needs it between a SELECT and ON CONFLICT.
      `${insert.sql} WHERE true ON CONFLICT (scope, request_key) DO NOTHING`,
      insert.params,
    );
    if (stored === 0 && (await this.storedAnswer(ctx, request)) === 'expired')
      return this.handle(ctx, scope, handler);
  }

  /**
   * Answers from the store when this key was answered before (true); false when it was not;
   * 'expired' when its answer was too old, and is now deleted.
   */
  private async storedAnswer(ctx: Context, request: KeyedRequest): Promise<boolean | 'expired'> {
    const row = await this.sql.first<StoredAnswer>(
      `SELECT body_hash, status, answer, created_at FROM gridplay_lobby_requests
       WHERE scope = ? AND request_key = ?`,
      [request.scope, request.key],
    );
    if (!row) return false;
    if (Number(row.created_at) <= request.now - this.ttlMs) {
      // Expired: forgotten, so the key may be used again.
      await this.sql.run(
        'DELETE FROM gridplay_lobby_requests WHERE scope = ? AND request_key = ? AND created_at = ?',
        [request.scope, request.key, row.created_at],
      );
      return 'expired';
    }
    if (row.body_hash !== request.bodyHash)
      ctx.throw(
        422,
        `This ${IDEMPOTENCY_HEADER} was already used for a different request body: use a new key for a new request.`,
      );
    ctx.status = Number(row.status);
    ctx.body = JSON.parse(row.answer);
    ctx.set('Idempotent-Replayed', 'true');
    return true;
  }

  /** Expired answers are deleted at most once an hour, by whichever request comes then. */
  private sweepNow(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    void this.sql
      .run('DELETE FROM gridplay_lobby_requests WHERE created_at <= ?', [now - this.ttlMs])
      .catch(() => undefined); // the next sweep tries again
  }
}
