/**
 * The Matrix table's own styles (the shared pieces bring theirs with TableStyles).
 *
 * At a laptop (1100 px and wider, 920 px tall or less) the player's own characters, first in each
 * world, stay in view above the dock while they decide. For that each world takes a share of the
 * width by the viewer's characters in it (see World), with cards 100 px wide; the cards in the
 * worlds and the hand drop their kind line (the icon and colour say it, and the whole card is a
 * hover, focus or long press away); the hand has no heading (the dock's title says the decision)
 * and nine cards fit one line; the decision's controls sit beside
 * the dock's title, the characters to choose from sharing a line with the confirm button; and the
 * card to take from the deck is named in its list, not drawn again.
 */
import { GREEN } from './faces';

export const BOARD_CSS = `
.mx-board{display:grid;gap:10px;min-width:0;color:var(--text,#d8e6ff)}
.mx-phases{display:flex;gap:10px;align-items:center;flex-wrap:wrap;font-size:13px}
.mx-phases ol{display:flex;gap:4px 6px;list-style:none;margin:0;padding:0;flex-wrap:wrap}
.mx-phases li{padding:1px 8px;border:1px solid var(--line,#22324d);border-radius:10px;color:var(--muted,#8ea3c4);white-space:nowrap}
.mx-phases li.mx-now{color:var(--text,#d8e6ff);border-color:${GREEN}}
.mx-tracks{display:grid;gap:6px 12px;grid-template-columns:repeat(auto-fit,minmax(190px,1fr))}
.mx-panels{display:grid;gap:8px;grid-template-columns:1fr 1fr}
.mx-worlds{display:flex;gap:10px}
.mx-world{flex:var(--mx-crowd,1) 1 0;min-width:230px;border:1px solid var(--line,#22324d);border-radius:8px;padding:6px 8px;background:var(--panel,#0d1526)}
.mx-world.mx-matrix{border-color:${GREEN};background:#06150b}
.mx-world h3{margin:0 0 4px;font-size:14px}
.mx-row{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start;margin:4px 0}
.mx-row h4{flex-basis:100%;margin:0;font-size:11px;color:var(--muted,#8ea3c4);text-transform:uppercase;letter-spacing:.06em}
.mx-none{color:var(--muted,#8ea3c4);font-size:12px}
.mx-button{min-height:34px;padding:5px 12px;border-radius:6px;border:1px solid ${GREEN};background:#0b2414;color:var(--text,#d8e6ff);font:inherit;font-size:14px;font-weight:600;cursor:pointer;white-space:nowrap}
.mx-button:hover:not(:disabled){background:#123a20}
.mx-button:disabled{opacity:.5;cursor:wait}
.mx-confirm{border-width:2px}
.mx-button:focus-visible,.mx-chip:focus-visible,.mx-field:focus-visible{outline:3px solid var(--text,#e6f1ff);outline-offset:2px}
.mx-line{margin:0;font-size:13px;display:flex;flex-wrap:wrap;gap:0 6px;align-items:baseline}
.mx-line-kind{font-weight:700;color:var(--orange,#ff9d3b);text-transform:uppercase;letter-spacing:.05em;font-size:12px}
.mx-line-detail{color:var(--muted,#8ea3c4)}
.mx-dock-controls{display:flex;flex-wrap:wrap;gap:6px 8px;align-items:center}
.mx-take{display:flex;flex-wrap:wrap;gap:6px;align-items:center;min-width:0}
.mx-take-label{font-size:13px;color:var(--muted,#8ea3c4)}
.mx-field{min-height:34px;box-sizing:border-box;padding:4px 8px;border-radius:6px;border:1px solid var(--line-bright,#2b4370);background:var(--panel,#0d1526);color:var(--text,#d8e6ff);font:inherit;font-size:14px}
.mx-take-search{width:150px}
.mx-take-select{flex:1 1 200px;min-width:0;max-width:340px}
.mx-take-preview .gp-card{animation:none}
.mx-chips{display:flex;flex-wrap:wrap;gap:6px}
.mx-chip{display:inline-flex;align-items:center;gap:5px;min-height:34px;padding:3px 10px;border-radius:17px;border:1px solid var(--mx-chip,#2b4370);background:var(--panel,#0d1526);color:var(--text,#d8e6ff);font:inherit;font-size:13px;cursor:pointer}
.mx-chip .gp-card-icon{color:var(--mx-chip,#35e0ff)}
.mx-chip-name{font-weight:700;white-space:nowrap}
.mx-chip-note{font-size:11px;color:var(--muted,#8ea3c4);white-space:nowrap}
.mx-chip[aria-pressed="true"]{background:color-mix(in srgb,var(--mx-chip,#35e0ff) 28%,#0d1526);box-shadow:0 0 0 2px var(--mx-chip,#35e0ff)}
.mx-chip[aria-pressed="true"] .mx-chip-note{color:var(--text,#e6f1ff)}
.mx-board .gp-card-sm{width:104px}
.mx-board .gp-card-badge{padding:0 3px;font-size:9px}
@media (min-width:1100px) and (max-height:920px){
.mx-board .mx-world{padding:6px}.mx-board .mx-world .mx-row{gap:4px}.mx-board .gp-card-sm{width:100px}
.mx-board .mx-world .gp-card-kind,.mx-board .gp-dock .gp-card-kind,.mx-board .gp-dock .gp-hand-label{display:none}
.mx-board .gp-dock .gp-hand-cards{padding-top:2px;gap:6px}.mx-board .gp-dock .gp-hand-cards>.gp-card{flex:1 1 90px;min-width:0;max-width:100px}
.mx-board .gp-dock{grid-template-columns:fit-content(260px) minmax(0,1fr);align-items:start}
.mx-board .gp-dock>.gp-dock-title{grid-column:1;grid-row:1}
.mx-board .gp-dock>.mx-dock-controls{grid-column:2;grid-row:1;justify-content:flex-end}
.mx-board .gp-dock>.mx-line,.mx-board .gp-dock>.mx-hand{grid-column:1/-1}
.mx-board .gp-dock>.mx-dock-controls>.mx-chips{flex:1 1 0;min-width:min(100%,220px);justify-content:flex-end}
.mx-board .gp-dock .mx-take-preview{display:none}
}
@media (max-width:720px){.mx-worlds{flex-direction:column}.mx-world{min-width:0}.mx-tracks{grid-template-columns:1fr 1fr}}
@media (max-width:600px){.mx-board .gp-dock-title,.mx-hand .gp-card-kind,.mx-hand-idle .gp-card-badges,.mx-hand .gp-card-unplayable .gp-card-badges{display:none}.mx-board .gp-dock .gp-card{width:calc((100% - 12px)/3);min-height:0}.mx-take-preview,.mx-line-detail,.mx-take-label{display:none}.mx-take-search{width:84px}.mx-button,.mx-field,.mx-chip{min-height:32px}}
`;
