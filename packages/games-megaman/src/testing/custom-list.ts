/** A legal 60-card custom list for tests: a NetNavi, 4 each of 14 cards and 3 of a 15th. */
import { CARDS } from '../cards';

/** The designs the lists are made of, in order (no Rio, whose two subtitles share a name). */
export const LIST_DESIGNS = CARDS.filter((c) => c.kind !== 'navi' && c.name !== 'Rio').map(
  (c) => c.id,
);

/** `skip` rotates the pool, so two lists can differ. */
export function customList(navi = 'GutsMan', skip = 0): string {
  const pool = [...LIST_DESIGNS.slice(skip), ...LIST_DESIGNS.slice(0, skip)];
  return [`1 ${navi}`, ...pool.slice(0, 14).map((id) => `4 ${id}`), `3 ${pool[14]}`].join('\n');
}
