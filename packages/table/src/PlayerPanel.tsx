/** A seat at the table: the player's name and colour, whether it is their turn, a few stats. */
import type { CSSProperties, ReactNode } from 'react';

export interface PlayerPanelProps {
  name: string;
  color?: string;
  active?: boolean;
  stats?: Array<{ label: string; value: ReactNode }>;
  children?: ReactNode;
}

export const PLAYER_PANEL_CSS = `
.gp-player{box-sizing:border-box;display:grid;gap:4px;min-width:0;padding:8px 10px;border-radius:8px;border:1px solid var(--line,#1d2c49);border-left:4px solid var(--gp-seat,var(--line-bright,#2b4370));background:var(--panel,#0e1628)}
.gp-player-active{border-color:var(--gp-seat,var(--cyan,#38e8ff));box-shadow:0 0 0 1px var(--gp-seat,var(--cyan,#38e8ff))}
.gp-player-head{display:flex;align-items:center;justify-content:space-between;gap:8px}
.gp-player-name{margin:0;font-size:14px;font-weight:700;overflow-wrap:anywhere}
.gp-player-turn{flex:none;font-size:11px;font-weight:700;padding:1px 6px;border-radius:8px;background:var(--gp-seat,var(--cyan,#38e8ff));color:#03101c}
.gp-player-stats{display:flex;flex-wrap:wrap;gap:2px 12px;margin:0;font-size:12px}
.gp-player-stats div{display:flex;gap:4px}
.gp-player-stats dt{color:var(--muted,#8ea3c4)}
.gp-player-stats dd{margin:0;font-weight:700}
`;

export function PlayerPanel({
  name,
  color,
  active = false,
  stats = [],
  children,
}: PlayerPanelProps) {
  const style = color ? ({ '--gp-seat': color } as CSSProperties) : undefined;
  return (
    <section
      className={`gp-player${active ? ' gp-player-active' : ''}`}
      style={style}
      aria-label={name}
      aria-current={active ? 'true' : undefined}
    >
      <div className="gp-player-head">
        <h4 className="gp-player-name">{name}</h4>
        {active && <span className="gp-player-turn">to play</span>}
      </div>
      {stats.length > 0 && (
        <dl className="gp-player-stats">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
