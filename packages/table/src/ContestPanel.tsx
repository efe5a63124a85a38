/**
 * A contest laid out as arithmetic: each side's die, then each modifier, then the total, so a
 * player can check the sum. The rules compute the totals and the winner; this only draws them.
 */
export interface ContestSide {
  name: string;
  die: number | null;
  parts: Array<{ label: string; value: number }>;
  total: number;
  winner?: boolean;
}

export interface ContestPanelProps {
  title: string;
  sides: ContestSide[];
  verdict?: string;
}

export const CONTEST_PANEL_CSS = `
.gp-contest{display:grid;gap:8px;padding:10px;border-radius:8px;border:1px solid var(--orange,#ff9d3b);background:#1a0f08}
.gp-contest-title{margin:0;font-size:13px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--orange,#ff9d3b)}
.gp-contest-side{display:flex;flex-wrap:wrap;align-items:center;gap:6px;font-size:13px}
.gp-contest-name{min-width:80px;font-weight:700}
.gp-contest-part{padding:1px 6px;border-radius:6px;background:var(--panel-2,#131d34)}
.gp-contest-total{margin-left:auto;font-size:18px;font-weight:800;font-family:var(--mono,monospace)}
.gp-contest-winner .gp-contest-total{color:var(--green,#4dff9d)}
.gp-contest-winner .gp-contest-name::after{content:' ✓';color:var(--green,#4dff9d)}
.gp-contest-verdict{margin:0;font-weight:700}
`;

/** "+2", "−1", "+0": a modifier always shows its sign. */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}

export function ContestPanel({ title, sides, verdict }: ContestPanelProps) {
  return (
    <section className="gp-contest" aria-label={title}>
      <h4 className="gp-contest-title">{title}</h4>
      {sides.map((side) => (
        <div
          key={side.name}
          className={`gp-contest-side${side.winner ? ' gp-contest-winner' : ''}`}
          aria-label={`${side.name}: ${side.total}${side.winner ? ', wins' : ''}`}
        >
          <span className="gp-contest-name">{side.name}</span>
          <span className="gp-die-face" role="img" aria-label={`roll ${side.die ?? 'not rolled'}`}>
            {side.die ?? '–'}
          </span>
          {side.parts.map((part, index) => (
            <span key={`${part.label}-${index}`} className="gp-contest-part">
              {signed(part.value)} {part.label}
            </span>
          ))}
          <span className="gp-contest-total">= {side.total}</span>
        </div>
      ))}
      {verdict && <p className="gp-contest-verdict">{verdict}</p>}
    </section>
  );
}
