/** The load benchmark's figures side by side, stock server first, as a Markdown table. */

export interface LoadResult {
  server: string;
  tables: number;
  matchesInPlay: { min: number; mean: number };
  movesPerSecond: number;
  roundTripMs: { p50: number; p99: number; max: number };
  matchStartMs: { p50: number; p99: number };
  serverMemoryMB: { rssMB: number; peakRssMB: number }[];
  serverCpuPercentOfOneCore: (number | null)[];
  serverCpuMsPerMove: number | null;
  diskBytesPerMatch: number | null;
  acknowledgedMovesLost: number | null;
  errorCount: number;
  loadGeneratorCpuPercentOfOneCore: number;
}

/** The bar for Gridplay: every table in play, p99 ≤ 50 ms, no error, no move lost. */
export const TARGET = { p99Ms: 50 };

export function meetsTarget(result: LoadResult): boolean {
  return (
    result.matchesInPlay.min >= result.tables &&
    result.roundTripMs.p99 <= TARGET.p99Ms &&
    result.errorCount === 0 &&
    (result.acknowledgedMovesLost ?? 0) === 0
  );
}

export function summaryTable(results: LoadResult[]): string {
  const stock = results.find((r) => r.server.includes('stock'));
  const rows = results.map((r) => {
    const cpuRatio =
      stock?.serverCpuMsPerMove && r.serverCpuMsPerMove && r !== stock
        ? ` (${(r.serverCpuMsPerMove / stock.serverCpuMsPerMove).toFixed(2)}× stock)`
        : '';
    return [
      r.server,
      `${r.matchesInPlay.mean} (min ${r.matchesInPlay.min}) of ${r.tables}`,
      String(r.movesPerSecond),
      `${r.roundTripMs.p50} / ${r.roundTripMs.p99} / ${r.roundTripMs.max}`,
      `${r.matchStartMs.p50} / ${r.matchStartMs.p99}`,
      r.serverMemoryMB.map((m) => `${m.rssMB} (peak ${m.peakRssMB})`).join(' + '),
      r.serverCpuPercentOfOneCore.map((c) => (c === null ? 'killed' : `${c}%`)).join(' + '),
      `${r.serverCpuMsPerMove ?? '-'}${cpuRatio}`,
      r.diskBytesPerMatch === null ? '-' : `${(r.diskBytesPerMatch / 1024).toFixed(1)} KB`,
      r.acknowledgedMovesLost === null ? '-' : String(r.acknowledgedMovesLost),
      String(r.errorCount),
      `${r.loadGeneratorCpuPercentOfOneCore}%`,
      r.server.includes('stock') ? '(baseline)' : meetsTarget(r) ? 'met' : 'NOT met',
    ];
  });
  const header = [
    'server',
    'matches held (mean, min)',
    'moves/s',
    'move round trip p50 / p99 / max (ms)',
    'match start p50 / p99 (ms)',
    'memory MB',
    'CPU (of one core)',
    'CPU ms/move',
    'disk/match',
    'moves lost',
    'errors',
    'load generator CPU',
    `target (all held, p99 ≤ ${TARGET.p99Ms} ms, no error, nothing lost)`,
  ];
  return [header, header.map(() => '---'), ...rows]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}
