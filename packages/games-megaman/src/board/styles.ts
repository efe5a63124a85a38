/** The playmat's own layout; the cards, piles, panels and tracks bring their own styles. */
export const BOARD_CSS = `
.mm-board{display:grid;gap:12px;padding:12px;color:var(--text,#e6f1ff);font-family:system-ui,sans-serif}
.mm-turn{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:8px 10px;border:1px solid var(--line,#1d2c4a);border-radius:8px;background:var(--panel,#0e1628)}
.mm-steps{display:flex;gap:4px;list-style:none;margin:0;padding:0}
.mm-steps li{padding:2px 8px;border-radius:10px;border:1px solid var(--line,#1d2c4a);color:var(--muted,#8ea3c4);font-size:12px}
.mm-steps li.mm-now{border-color:var(--cyan,#38e8ff);color:var(--text,#e6f1ff)}
.mm-opportunity{font-size:13px}
.mm-side{display:grid;grid-template-columns:minmax(160px,220px) 1fr;gap:10px;align-items:start}
.mm-mat{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;padding:8px;border:1px dashed var(--line,#1d2c4a);border-radius:10px}
.mm-stats{display:flex;gap:6px;font-weight:800;font-size:12px;color:var(--cyan,#38e8ff)}
.mm-gauge,.mm-resources{display:flex;gap:4px}
.mm-slot,.mm-place{position:relative;display:grid;place-items:center;min-width:96px;min-height:64px;border:1px solid var(--line,#1d2c4a);border-radius:8px}
.mm-slot-no{position:absolute;top:2px;left:4px;font-size:10px;color:var(--muted,#8ea3c4)}
.mm-empty{font-size:10px;color:var(--muted,#8ea3c4)}
.mm-piles{display:flex;gap:8px}
.mm-centre{display:grid;gap:6px;padding:6px 10px;border-left:3px solid var(--orange,#ff9d3b)}
.mm-readout,.mm-last-battle{margin:0;font-size:14px}
.mm-blast{display:flex;gap:6px;align-items:center}
.mm-reqs{display:flex;flex-wrap:wrap;gap:4px;font-size:10px}
.mm-met{color:var(--green,#4cd97b)}
.mm-unmet{color:var(--red,#ff5a5a)}
.mm-actions{display:flex;flex-wrap:wrap;gap:6px}
.mm-action{padding:6px 10px;border-radius:6px;border:1px solid var(--cyan,#38e8ff);background:var(--panel,#0e1628);color:var(--text,#e6f1ff);cursor:pointer}
.mm-pass{border-color:var(--muted,#8ea3c4)}
.mm-error{width:100%;margin:0;color:var(--red,#ff5a5a)}
.mm-wait{margin:0;color:var(--muted,#8ea3c4)}
@media (max-width:720px){.mm-side{grid-template-columns:1fr}}
`;
