/** Seat colours and the board's own CSS (class names prefixed db-). */
export const SEAT_COLOURS = ['#38e8ff', '#ff9d3b', '#6dff8e', '#ff5edb', '#ffe14d', '#b18cff'];

export const colourOf = (seat: string) => SEAT_COLOURS[Number(seat) % SEAT_COLOURS.length];

export const BOARD_CSS = `
.db-board{display:flex;flex-wrap:wrap;gap:12px;padding:8px;color:var(--text,#e6f1ff);font-family:system-ui,sans-serif}
.db-board>.db-arena{flex:1 1 420px;max-width:640px;min-width:0}
.db-board>.db-side{flex:1 1 240px}
.db-board>.db-wide{flex:1 1 100%}
.db-arena{height:auto;background:#050b16;border:1px solid var(--line,#1d2c49);border-radius:8px;touch-action:none;outline:none}
.db-arena:focus-visible{box-shadow:0 0 0 2px var(--cyan,#38e8ff)}
.db-side{display:grid;gap:10px;align-content:start;min-width:0}
.db-row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.db-btn{padding:6px 10px;border-radius:6px;border:1px solid var(--line-bright,#2b4370);background:var(--panel-2,#131d34);color:var(--text,#e6f1ff);font:inherit;font-size:13px;cursor:pointer}
.db-btn[aria-pressed="true"]{border-color:var(--cyan,#38e8ff);box-shadow:0 0 0 1px var(--cyan,#38e8ff)}
.db-btn:disabled{opacity:.45;cursor:default}
.db-btn-primary{border-color:var(--orange,#ff9d3b)}
.db-quick{display:grid;grid-template-columns:repeat(auto-fill,minmax(92px,1fr));gap:4px}
.db-quick .db-btn{padding:3px 6px;font-size:12px}
.db-prompt{margin:0;padding:8px 10px;border-radius:6px;background:var(--panel,#0e1628);border:1px solid var(--line,#1d2c49)}
.db-react{padding:10px;border-radius:8px;border:2px solid var(--red,#ff5470);background:#1a0d16;display:grid;gap:8px}
.db-muted{color:var(--muted,#8ea3c4);font-size:12px;margin:0}
.db-narration{margin:0;padding-left:18px;font-size:13px;color:var(--muted,#8ea3c4)}
.db-players{display:grid;gap:6px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
details.db-details summary{cursor:pointer;font-size:13px;color:var(--muted,#8ea3c4)}
`;
