/** The board's CSS, scoped by the `tm-` prefix. */
export const BOARD_CSS = `
.tm-board{--tm-cyan:#35e0ff;--tm-orange:#ff7a2f;--tm-bg:#040b16;--tm-panel:#0a1626;color:#e6f6ff;background:var(--tm-bg);font:14px/1.35 system-ui,sans-serif;padding:8px;display:grid;gap:8px;max-width:1100px;margin:0 auto}
.tm-board h3{margin:0 0 4px;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#9fc3d6}
.tm-phases{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.tm-phases ol{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0;padding:0}
.tm-phases li{font-size:11px;padding:2px 6px;border:1px solid #1d3a52;border-radius:10px;color:#7fa6bd}
.tm-phases li.tm-now{border-color:var(--tm-cyan);color:#fff;background:#0d3147}
.tm-round{font-weight:700;color:var(--tm-cyan)}
.tm-side{background:var(--tm-panel);border-radius:8px;padding:8px;display:grid;gap:6px}
.tm-mcp-side{border:1px solid #5a2a10}.tm-tron-side{border:1px solid #123d55}
.tm-piles{display:flex;flex-wrap:wrap;gap:12px;font-size:13px}
.tm-seat{min-width:48px}.tm-mcp-side .tm-seat{color:var(--tm-orange)}.tm-tron-side .tm-seat{color:var(--tm-cyan)}
.tm-track{display:grid;grid-template-columns:repeat(10,1fr);gap:3px}
.tm-step{min-height:44px;border:1px solid #5a2a10;border-radius:4px;padding:2px;font-size:10px;display:flex;flex-direction:column;overflow:hidden}
.tm-step.tm-filled{background:linear-gradient(#7a2d08,#3a1404);border-color:var(--tm-orange)}
.tm-step-no{font-weight:700;color:#ffb07a}.tm-step-name{overflow:hidden;text-overflow:ellipsis}
.tm-window{display:flex;gap:10px;align-items:flex-start;background:#1a0f08;border:1px solid var(--tm-orange);border-radius:8px;padding:8px}
.tm-meter{flex:1;display:grid;gap:6px}.tm-meter-line{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.tm-bar{height:10px;background:#2a1a10;border-radius:5px;overflow:hidden}.tm-bar>div{height:100%;background:var(--tm-cyan)}
.tm-ok{color:#7dffa0}.tm-bad{color:#ffb07a}.tm-tag{font-size:11px;padding:1px 5px;border-radius:6px;background:#5a2a10}
.tm-committed{display:flex;flex-wrap:wrap;gap:4px}
.tm-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px}
.tm-column{background:#07121f;border:1px solid #123d55;border-radius:8px;padding:6px;min-height:90px;display:flex;flex-direction:column;gap:4px}
.tm-column.tm-mesa{border-color:var(--tm-cyan)}
.tm-card{display:flex;flex-direction:column;gap:2px;width:128px;min-height:92px;padding:6px;border-radius:6px;background:#0b1d31;border:1px solid #2b5d7d;text-align:left;color:#e6f6ff;box-sizing:border-box}
.tm-card.tm-compact{width:auto;min-height:0;padding:3px 6px}
.tm-side-mcp{background:#22110a;border-color:#8a3b12}
.tm-card-head{display:flex;justify-content:space-between;gap:4px;font-weight:700;font-size:13px}
.tm-card-power{min-width:20px;height:20px;border-radius:10px;background:var(--tm-cyan);color:#001018;display:inline-flex;align-items:center;justify-content:center;font-size:12px}
.tm-side-mcp .tm-card-power{background:var(--tm-orange)}
.tm-card-type{font-size:10px;text-transform:uppercase;letter-spacing:.06em;color:#8fb8cf}
.tm-card-text{font-size:11px;color:#c6dcea}
.tm-kind-program{border-color:var(--tm-cyan)}.tm-kind-control{border-color:#ffb07a}
.tm-cards{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start}
.tm-cardbtn{display:inline-flex;vertical-align:top;padding:0;border:2px solid transparent;border-radius:8px;background:none;cursor:pointer;font:inherit}
.tm-cardbtn:disabled{cursor:default;opacity:.55}
.tm-cardbtn.tm-legal{border-color:#1f6f8f}.tm-cardbtn.tm-selected{border-color:#fff;box-shadow:0 0 0 2px var(--tm-cyan)}
.tm-board button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.tm-actions{display:flex;flex-wrap:wrap;gap:6px;align-items:center;position:sticky;bottom:0;background:var(--tm-bg);padding:6px 0}
.tm-action{font:inherit;padding:8px 12px;border-radius:6px;border:1px solid var(--tm-cyan);background:#0d3147;color:#fff;cursor:pointer;min-height:40px}
.tm-action:hover{background:#14506f}
.tm-error{color:#ff9a9a;margin:0;width:100%}.tm-wait{color:#9fc3d6;margin:0}
.tm-reveals{background:#10122a;border:1px dashed #6f6fff;border-radius:8px;padding:6px;font-size:12px}
.tm-auto{width:100%;font-size:12px;color:#9fc3d6;display:flex;align-items:center;gap:4px}
.tm-action.tm-primary{background:#14506f;border-color:#fff;font-weight:700}
@media (max-width:640px){
  /* A phone shows the decision first: the round, the counter window, the actions, the hand. */
  .tm-board>*{order:5}
  .tm-phases{order:0}.tm-guide{order:0}.tm-window{order:1}.tm-actions{order:2}.tm-hand{order:3}
  .tm-grid{grid-template-columns:repeat(2,1fr)}
  .tm-card{width:104px;min-height:80px}
  .tm-track{grid-template-columns:repeat(5,1fr)}
  .tm-window{flex-direction:column}
}
`;
