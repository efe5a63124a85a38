/**
 * Where the last round's head-on crashes happened, for a mark on the Grid: the cells the
 * crashed heads stood on when they died (one cell when they met on it, the two cells of a swap).
 */
import type { PlayerId, RoundRecord } from '../state';

export interface HeadOnCrash {
  cell: number;
  players: PlayerId[];
}

export function headOnCrashes(record: RoundRecord | null): HeadOnCrash[] {
  const last = record?.frames.at(-1);
  if (!record?.deaths || !last) return [];
  const byCell = new Map<number, PlayerId[]>();
  for (const death of record.deaths) {
    if (death.cause !== 'headOn') continue;
    const head = last.cycles[death.player]?.head;
    if (head === null || head === undefined) continue;
    byCell.set(head, [...(byCell.get(head) ?? []), death.player]);
  }
  return [...byCell].map(([cell, players]) => ({ cell, players }));
}
