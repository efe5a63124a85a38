/**
 * The board's CSS, scoped by the `tm-` prefix. The dock itself is core's (`gp-dock`); the board
 * is at least a window tall and the dock is pushed to its end, so the dock always rests on the
 * window's bottom edge: its hand stays put while what is above it changes height.
 */
export const BOARD_CSS = `
.tm-board{--tm-cyan:#35e0ff;--tm-orange:#ff7a2f;--tm-bg:#040b16;--tm-panel:#0a1626;color:#e6f6ff;background:var(--tm-bg);font:14px/1.35 system-ui,sans-serif;padding:clamp(6px,1.5vw,16px);display:flex;flex-direction:column;gap:8px;max-width:1100px;margin:0 auto;box-sizing:border-box;min-width:0;min-height:calc(100dvh - 120px)}
.tm-board>.gp-dock{margin-top:auto}
/* A backdrop filter makes the dock the containing block of fixed boxes: the enlarged card of a
   focused hand card would then be placed in the dock (and make it scroll), not in the window. */
.tm-board .gp-dock{backdrop-filter:none}
.tm-board h3{margin:0 0 4px;font-size:11px;letter-spacing:.08em;text-transform:uppercase;color:#9fc3d6}
.tm-board .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.tm-board button:focus-visible,.tm-board select:focus-visible,.tm-board input:focus-visible,.tm-board [tabindex]:focus-visible{outline:3px solid #fff;outline-offset:2px}
.tm-top{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;justify-content:space-between}
.tm-phases{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.tm-phases ol{display:flex;flex-wrap:wrap;gap:3px;list-style:none;margin:0;padding:0}
.tm-phases li{font-size:11px;min-width:10px;text-align:center;padding:1px 6px;border:1px solid #1d3a52;border-radius:10px;color:#7fa6bd;white-space:nowrap}
.tm-phases li.tm-now,.tm-now-alone{border:1px solid var(--tm-cyan);color:#fff;background:#0d3147;font-size:11px;padding:1px 6px;border-radius:10px}
.tm-round{font-weight:700;color:var(--tm-cyan)}
.tm-auto{font-size:12px;color:#9fc3d6;display:inline-flex;align-items:center;gap:4px;cursor:pointer}
.tm-seats{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.tm-seat .gp-player{grid-template-columns:minmax(0,1fr) auto;align-items:start;padding:6px 8px;height:100%;box-sizing:border-box}
.tm-seat .gp-player-head{grid-column:1}
.tm-seat .gp-player-stats{grid-column:1}
.tm-seat .gp-player>.gp-pile{grid-column:2;grid-row:1/span 2}
.tm-seat .gp-pile-label{display:none}
.tm-track-box{display:flex;gap:8px;align-items:center}
.tm-track-box h3{margin:0;flex:none;color:#ffb07a}
.tm-track-box .tm-track{flex:1;min-width:0}
.tm-track{display:grid;grid-template-columns:repeat(10,minmax(0,1fr));gap:3px;list-style:none;margin:0;padding:0}
.tm-step{min-height:30px;border:1px solid #5a2a10;border-radius:4px;padding:1px 3px;font-size:10px;line-height:1.2;display:flex;flex-direction:column;overflow:hidden;min-width:0}
.tm-step.tm-filled{background:linear-gradient(#7a2d08,#3a1404);border-color:var(--tm-orange)}
.tm-step-no{font-weight:700;color:#ffb07a}.tm-step-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.tm-grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px}
.tm-column{background:#07121f;border:1px solid #123d55;border-radius:8px;padding:4px 6px 6px;min-height:56px;min-width:0}
.tm-column.tm-mesa{border-color:var(--tm-cyan)}
.tm-programs{display:flex;flex-wrap:wrap;gap:4px}
.tm-target{border-radius:10px;box-shadow:0 0 0 2px #ff5c5c}
.tm-reveals{background:#10122a;border:1px dashed #6f6fff;border-radius:8px;padding:4px 6px;font-size:12px}
.tm-news{list-style:none;margin:0;padding:0;font-size:12px;color:#b8d3e4;display:grid;gap:1px}
.tm-news li::before{content:'▸ ';color:var(--tm-cyan)}
.tm-window{display:flex;gap:10px;align-items:flex-start;background:#1a0f08;border:1px solid var(--tm-orange);border-radius:8px;padding:6px 8px}
/* A small card with a power corner: the corner narrows every line of the title, so a little wider. */
.tm-seat .gp-pile .gp-card{width:112px}
.tm-meter{flex:1;display:grid;gap:4px;min-width:0;font-size:13px}.tm-meter-line{display:flex;flex-wrap:wrap;gap:2px 8px;align-items:center}
.tm-bar{height:6px;background:#2a1a10;border-radius:4px;overflow:hidden}.tm-bar>div{height:100%;background:var(--tm-cyan)}
.tm-ok{color:#7dffa0;font-weight:700}.tm-bad{color:#ffb07a;font-weight:700}.tm-tag{font-size:11px;padding:1px 5px;border-radius:6px;background:#5a2a10}
.tm-target-line{font-size:12px;color:#c6dcea}
.tm-attack-name{font-weight:700;color:#ff8a8a}
.tm-actions{display:flex;flex-wrap:wrap;gap:6px;align-items:center;min-height:36px}
.tm-action{font:inherit;padding:6px 12px;border-radius:6px;border:1px solid var(--tm-cyan);background:#0d3147;color:#fff;cursor:pointer;min-height:36px}
.tm-action:hover{background:#14506f}
.tm-action.tm-primary{background:#14506f;border-color:#fff;font-weight:700}
.tm-pick{display:inline-flex;gap:6px;flex-wrap:wrap;align-items:center;max-width:100%}
.tm-pick select{font:inherit;max-width:100%;min-height:36px;background:#0a1626;color:#fff;border:1px solid var(--tm-cyan);border-radius:6px}
.tm-error{color:#ff9a9a;margin:0;width:100%}.tm-wait{color:#9fc3d6;margin:0;font-size:12px}
.tm-board .gp-dock .gp-hand-cards{gap:6px;padding-top:2px;align-items:stretch}
/* The hand: small cards, eight to a row on a laptop, so a full hand leaves the table in view. */
.tm-board .gp-dock .gp-hand .gp-card-sm{width:100px;min-height:0}
.tm-board .gp-dock .gp-card-text{display:none}
/* A laptop (1100 px and wider, 920 px tall or less): each hand card as tall as its own face, and
   the dock does not repeat what just happened (the status bar above says it), so the player's own
   side stays in view above the dock. */
@media (min-width:1100px) and (max-height:920px){
  .tm-board .gp-dock .tm-news{display:none}
  .tm-board .gp-dock .gp-hand-cards{align-items:flex-end}
}
@media (max-width:640px){
  .tm-seats{gap:6px}
  .tm-grid{grid-template-columns:repeat(2,minmax(0,1fr))}
  .tm-step{min-height:20px}.tm-step-name{display:none}
  .tm-auto{font-size:11px}
  .tm-window{padding:4px 6px;gap:6px}
  .tm-meter{font-size:12px;gap:2px}
  .tm-bar{display:none}
  .tm-board .gp-dock .gp-hand .gp-card-sm{width:calc((100% - 18px)/4);padding:4px}
  .tm-board .gp-dock .gp-hand .gp-card-kind{letter-spacing:0}
  .tm-seat .gp-player>.gp-pile{display:none}
}
`;
