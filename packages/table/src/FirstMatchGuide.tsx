/**
 * Hints for a player's first matches: the first hint whose moment has come (`show`) and that
 * the player has not dismissed. "Got it" hides that hint for good; "No more hints" hides them
 * all for this game. Remembered in the browser.
 */
import { useState } from 'react';

export interface GuideHint {
  id: string;
  text: string;
  /** Whether this is the moment for the hint. */
  show: boolean;
}

export const GUIDE_CSS = `
.gp-guide{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:8px 10px;border-radius:8px;border:1px dashed var(--cyan,#38e8ff);background:rgba(56,232,255,.08);color:var(--text,#e6f1ff);font-size:13px;animation:gp-fade .2s ease-out}
.gp-guide-text{flex:1 1 220px}
.gp-guide button{font:inherit;font-size:12px;padding:4px 10px;border-radius:6px;border:1px solid var(--line-bright,#2b4370);background:var(--panel-2,#131d34);color:var(--text,#e6f1ff);cursor:pointer}
@keyframes gp-fade{from{opacity:0}}
`;

const keyOf = (game: string) => `gridplay:guide:${game}`;

function load(game: string): { off?: boolean; seen: string[] } {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(keyOf(game)) ?? '') ?? { seen: [] };
  } catch {
    return { seen: [] };
  }
}

function save(game: string, value: { off?: boolean; seen: string[] }): void {
  try {
    globalThis.localStorage?.setItem(keyOf(game), JSON.stringify(value));
  } catch {
    // Private mode: the hints come back next time.
  }
}

/** The hint to show now, if any: pure, so boards and tests can ask without rendering. */
export function currentHint(
  hints: GuideHint[],
  state: { off?: boolean; seen: string[] },
): GuideHint | undefined {
  if (state.off) return undefined;
  return hints.find((hint) => hint.show && !state.seen.includes(hint.id));
}

export function FirstMatchGuide({ game, hints }: { game: string; hints: GuideHint[] }) {
  const [state, setState] = useState(() => load(game));
  const hint = currentHint(hints, state);
  if (!hint) return null;
  const update = (next: { off?: boolean; seen: string[] }) => {
    setState(next);
    save(game, next);
  };
  return (
    <aside className="gp-guide" role="note" aria-label="Hint" data-guide={hint.id}>
      <span className="gp-guide-text">
        <strong>Hint:</strong> {hint.text}
      </span>
      <button type="button" onClick={() => update({ ...state, seen: [...state.seen, hint.id] })}>
        Got it
      </button>
      <button type="button" onClick={() => update({ ...state, off: true })}>
        No more hints
      </button>
    </aside>
  );
}
