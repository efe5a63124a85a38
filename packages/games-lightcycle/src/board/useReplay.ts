/** Steps through the last round's frames, one every `delay` ms, whenever a new round was resolved. */
import { useEffect, useRef, useState } from 'react';
import type { RoundRecord } from '../state';

export function useReplay(record: RoundRecord | null, delay = 550) {
  const [index, setIndex] = useState<number | null>(null);
  const seen = useRef<number | null>(record?.round ?? null);

  useEffect(() => {
    if (!record || record.round === seen.current) return;
    seen.current = record.round;
    if (record.frames.length > 0) setIndex(0);
  }, [record]);

  useEffect(() => {
    if (index === null || !record) return;
    const timer = setTimeout(() => setIndex(index + 1 < record.frames.length ? index + 1 : null), index + 1 < record.frames.length ? delay : delay * 1.6);
    return () => clearTimeout(timer);
  }, [index, record, delay]);

  return {
    frame: index !== null && record ? record.frames[index] : null,
    step: index,
    replay: () => record && record.frames.length > 0 && setIndex(0),
    skip: () => setIndex(null),
  };
}
