/** How long a disconnected seat is away before the others may act: `AWAY_GRACE_MS`, default 60 s. */
export const DEFAULT_AWAY_GRACE_MS = 60_000;

export function awayGraceFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.AWAY_GRACE_MS;
  if (raw === undefined || raw === '') return DEFAULT_AWAY_GRACE_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`AWAY_GRACE_MS must be a number of milliseconds, not "${raw}"`);
  return ms;
}
