/** One die: its face value (or a dash before it is rolled) and how many sides it has. */
export interface DieProps {
  value: number | null;
  sides: number;
  label?: string;
  highlight?: boolean;
}

export const DIE_CSS = `
.gp-die{display:inline-flex;flex-direction:column;align-items:center;gap:2px;font-size:11px;color:var(--muted,#8ea3c4)}
.gp-die-face{box-sizing:border-box;width:38px;height:38px;border-radius:8px;border:2px solid var(--line-bright,#2b4370);background:var(--panel-2,#131d34);color:var(--text,#e6f1ff);display:flex;align-items:center;justify-content:center;font-size:18px;font-weight:800;font-family:var(--mono,monospace)}
.gp-die-highlight .gp-die-face{border-color:var(--cyan,#38e8ff);box-shadow:0 0 10px rgba(56,232,255,.45)}
`;

export function Die({ value, sides, label, highlight = false }: DieProps) {
  const shown = value === null ? 'not rolled' : String(value);
  const name = `${label ? `${label}: ` : ''}d${sides} ${shown}`;
  return (
    <span className={`gp-die${highlight ? ' gp-die-highlight' : ''}`} role="img" aria-label={name}>
      <span className="gp-die-face">{value ?? '–'}</span>
      <span className="gp-die-sides">{label ?? `d${sides}`}</span>
    </span>
  );
}
