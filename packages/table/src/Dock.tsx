/**
 * The decision dock: what the player must see to decide — the controls of the current decision
 * and their hand — kept at the bottom of the screen while the board scrolls above it, so no
 * decision is ever taken blind or below the fold. A board puts its hand and its decision
 * buttons inside one `<Dock>`; the frame keeps the status bar at the top.
 *
 * On a phone the dock draws three cards a row, about 86% of a card's usual width, so titles
 * shrink by as much (each keeps its longest word on one line).
 *
 * The dock is `position: sticky`, so nothing above it may scroll sideways on its own: a board
 * that needs to fit a wide drawing scales it (see `fitBoard`) instead of setting overflow.
 * Its background is opaque: the board scrolls under it, and even at 97% the text below read
 * through between its rows on a phone.
 */
import type { ReactNode } from 'react';

export interface DockProps {
  /** What the region holds, read out by screen readers ("Your decision"). */
  label?: string;
  /** A short line above the controls: what is being decided ("Answer the attack: 5 to beat"). */
  title?: ReactNode;
  children: ReactNode;
}

export const DOCK_CSS = `
.gp-dock{position:sticky;bottom:0;z-index:30;display:grid;gap:8px;box-sizing:border-box;max-height:min(52vh,52dvh);overflow-y:auto;overscroll-behavior:contain;margin:10px calc(-1*clamp(6px,1.5vw,16px)) calc(-1*clamp(6px,1.5vw,16px));padding:8px clamp(8px,1.5vw,16px) 10px;border-top:2px solid var(--accent,var(--cyan,#38e8ff));background:rgb(7,12,24);box-shadow:0 -10px 28px rgba(0,0,0,.55)}
.gp-dock:empty{display:none}
.gp-dock-title{margin:0;font-size:13px;font-weight:700;color:var(--text,#e6f1ff)}
.gp-dock .gp-hand-cards{padding-top:4px}
@media (max-width:600px){.gp-dock{max-height:50dvh;gap:6px;padding:6px 8px 8px}.gp-dock .gp-hand-cards{gap:6px}.gp-dock .gp-card{width:calc((100% - 12px)/3);min-height:0}.gp-dock .gp-card-text{display:none}.gp-dock .gp-card-title{font-size:calc(var(--gp-title,13px) * .85)}}
`;

export function Dock({ label = 'Your decision', title, children }: DockProps) {
  return (
    <section className="gp-dock" aria-label={label} data-dock="">
      {title && <p className="gp-dock-title">{title}</p>}
      {children}
    </section>
  );
}
