/**
 * Opt-in "auto-pass when I can do nothing": when a seat's only decision is to pass, pass for it.
 * Passing at once would tell the opponent, by timing alone, that the hand holds nothing usable,
 * so the pass waits a human-looking pause drawn at random, the same whatever the hand.
 *
 * Why it stays off by default (issue 25, "fewer clicks"): what is safe is already the default —
 * a single choice the opponent can work out from the open table (an empty hand, every card that
 * could answer already discarded) is played at once for everyone by the module's `forcedMove`
 * (../forced.ts). What is left for this setting follows from the secret hand; even after a
 * random pause, an instant-looking pass online is a hint a careful opponent can read, so only
 * the player may choose to give it away.
 */
import { useEffect, useState } from 'react';

const KEY = 'tron-mcp:autoPass';
/** The pause before an automatic pass: between these, uniformly. */
export const AUTO_PASS_MS = { min: 1200, max: 3200 } as const;

export function useAutoPassSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return globalThis.localStorage?.getItem(KEY) === 'on';
    } catch {
      return false;
    }
  });
  return [
    on,
    (next) => {
      setOn(next);
      try {
        globalThis.localStorage?.setItem(KEY, next ? 'on' : 'off');
      } catch {
        // Private mode: the setting lasts for this page only.
      }
    },
  ];
}

/** Calls `pass` after the pause while `onlyPass` holds; a new decision cancels it. */
export function useAutoPass(
  enabled: boolean,
  onlyPass: boolean,
  decision: string,
  pass: () => void,
) {
  useEffect(() => {
    if (!enabled || !onlyPass) return;
    const pause = AUTO_PASS_MS.min + Math.random() * (AUTO_PASS_MS.max - AUTO_PASS_MS.min);
    const timer = setTimeout(pass, pause);
    return () => clearTimeout(timer);
    // `pass` changes every render; the decision key says when it is a new decision.
  }, [enabled, onlyPass, decision]);
}
