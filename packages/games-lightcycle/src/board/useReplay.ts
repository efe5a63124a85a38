/**
 * Steps through the last round's frames, one every `delay` ms, the first time this seat sees a
 * newly resolved round. The last round each seat has seen is remembered for the browser
 * session, so a hotseat player who was away sees it too, and a reload does not replay it.
 */
import { useEffect, useRef, useState } from 'react';
import type { RoundRecord } from '../state';

function readSeen(key: string): number | null {
  try {
    const value = sessionStorage.getItem(key);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

function writeSeen(key: string, round: number): void {
  try {
    sessionStorage.setItem(key, String(round));
  } catch {
    // Storage unavailable (private mode): the replay just runs again after a reload.
  }
}

export function useReplay(record: RoundRecord | null, seenKey: string, delay = 550) {
  const [index, setIndex] = useState<number | null>(null);
  const seen = useRef<number | null>(readSeen(seenKey));

  useEffect(() => {
    if (!record || record.round === seen.current) return;
    seen.current = record.round;
    writeSeen(seenKey, record.round);
    if (record.frames.length > 0) setIndex(0);
  }, [record, seenKey]);

  useEffect(() => {
    if (index === null || !record) return;
    const last = index + 1 >= record.frames.length;
    const timer = setTimeout(() => setIndex(last ? null : index + 1), last ? delay * 1.6 : delay);
    return () => clearTimeout(timer);
  }, [index, record, delay]);

  return {
    frame: index !== null && record ? (record.frames[index] ?? null) : null,
    step: index,
    replay: () => record && record.frames.length > 0 && setIndex(0),
    skip: () => setIndex(null),
  };
}
