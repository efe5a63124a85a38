/**
 * Where a server process spends its time, counted only when `GRIDPLAY_PERF_COUNTERS=1` (the load
 * benchmark's `--counters`): database statements and their time, waits for a pooled connection,
 * transactions, Redis messages and bytes each way, the catch-up poll, accepted moves, and the
 * event loop's delay. Off (the default), `perf` is undefined and each call site costs one
 * `?.`; nothing is timed.
 *
 * `GET /perf-counters` answers the counts since the last `?reset=1` (404 when off).
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Middleware } from 'koa';

export class PerfCounters {
  private counts = new Map<string, number>();
  private since = performance.now();
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.loop.enable();
  }

  /** Adds `n` to counter `name`. */
  count(name: string, n = 1): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + n);
  }

  /** Adds one to `name` and `ms` to `name.ms`. */
  timed(name: string, ms: number): void {
    this.count(name);
    this.count(`${name}.ms`, ms);
  }

  /** Counts, per-move ratios and the event loop's delay since the last reset. */
  snapshot(): Record<string, number> {
    const seconds = (performance.now() - this.since) / 1000;
    const moves = this.counts.get('moves.accepted') ?? 0;
    const out: Record<string, number> = { seconds: round(seconds) };
    for (const [name, value] of [...this.counts].sort(([a], [b]) => a.localeCompare(b))) {
      out[name] = round(value);
      if (moves > 0 && name !== 'moves.accepted') out[`${name} /move`] = round(value / moves, 3);
    }
    const ms = (ns: number) => round(ns / 1e6);
    out['eventLoop.delay.p50.ms'] = ms(this.loop.percentile(50));
    out['eventLoop.delay.p99.ms'] = ms(this.loop.percentile(99));
    out['eventLoop.delay.max.ms'] = ms(this.loop.max);
    return out;
  }

  reset(): void {
    this.counts = new Map();
    this.since = performance.now();
    this.loop.reset();
  }
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export const perf: PerfCounters | undefined =
  process.env.GRIDPLAY_PERF_COUNTERS === '1' ? new PerfCounters() : undefined;

export function perfCountersRoute(): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/perf-counters' || ctx.method !== 'GET' || !perf) return next();
    ctx.body = perf.snapshot();
    if (ctx.query.reset === '1') perf.reset();
  };
}
