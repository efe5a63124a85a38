/** Memory and CPU of a server process, read from /proc (Linux), for the load benchmark. */
import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

export interface Memory {
  rssMB: number;
  peakRssMB: number;
}

export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakRssMB: Math.round(kb('VmHWM') / 1024) };
}

/** CPU seconds (user + system) the process has used so far. */
export function cpuSecondsOf(pid: number): number {
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Measures CPU use between `start()` and `stop()`, as a percentage of one core. */
export function cpuMeter(pid: number) {
  let cpu0 = 0;
  let t0 = 0;
  return {
    start() {
      cpu0 = cpuSecondsOf(pid);
      t0 = performance.now();
    },
    percentOfOneCore(): number {
      return Math.round(((cpuSecondsOf(pid) - cpu0) / ((performance.now() - t0) / 1000)) * 100);
    },
  };
}
