/** Public happenings the moves' own log lines do not tell (power up, battle), newest last. */
import type { MegaManState } from '../state';

const KEEP = 30;

export function chronicle(G: MegaManState, line: string): void {
  G.chronicle.push(line);
  if (G.chronicle.length > KEEP) G.chronicle.splice(0, G.chronicle.length - KEEP);
}
