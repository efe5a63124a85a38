/**
 * The little a match store needs from a SQL database, so one store serves SQLite and PostgreSQL.
 * Statements are written with `?` placeholders; the PostgreSQL driver numbers them.
 */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface SqlDriver {
  /** Rows of a SELECT. */
  all<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** The first row of a SELECT (a lookup by key: cheaper than `all` for one row). */
  first<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row | undefined>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /**
   * Runs `guard` and then `rest` in one transaction, but only if `guard` changed a row:
   * otherwise rolls back and resolves false. This is the compare-and-set primitive.
   */
  guardedBatch(guard: Statement, rest: Statement[]): Promise<boolean>;
  close(): Promise<void>;
}
