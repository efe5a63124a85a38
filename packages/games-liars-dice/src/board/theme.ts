/**
 * The board's own styles (the table pieces bring theirs through `TableStyles`). A seat's panel is
 * at least 232 px wide, so a full cup of five dice stays on one row.
 */
export const SEAT_COLOURS = ['#e0b04a', '#38e8ff', '#ff6b8b', '#7ee07a', '#b48cff', '#ff9d3b'];

export const BOARD_CSS = `
.ld-board{display:grid;gap:12px;padding:12px;color:var(--text,#e6f1ff);font-family:system-ui,sans-serif}
.ld-top{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.ld-top h3{margin:0;font-size:16px}
.ld-badge{font-size:12px;font-weight:700;padding:2px 8px;border-radius:8px;background:#3a2a10;color:#e0b04a;border:1px solid #e0b04a}
.ld-seats{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,232px),1fr));gap:8px}
.ld-cup{display:flex;flex-wrap:wrap;gap:4px;align-items:center;min-height:38px}
.ld-hidden-die{box-sizing:border-box;width:30px;height:30px;border-radius:7px;border:2px dashed var(--line-bright,#2b4370);display:flex;align-items:center;justify-content:center;color:var(--muted,#8ea3c4);font-weight:800}
.ld-out{color:var(--muted,#8ea3c4);font-style:italic;font-size:13px}
.ld-bid{display:flex;align-items:center;gap:12px;padding:10px 12px;border-radius:8px;border:1px solid var(--line,#1d2c49);background:var(--panel,#0e1628)}
.ld-bid strong{font-size:20px}
.ld-controls{display:grid;gap:8px;padding:10px 12px;border-radius:8px;border:1px solid var(--line-bright,#2b4370);background:var(--panel,#0e1628)}
.ld-row{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
.ld-controls button{font:inherit;font-size:14px;padding:6px 12px;border-radius:6px;border:1px solid var(--line-bright,#2b4370);background:var(--panel-2,#131d34);color:var(--text,#e6f1ff);cursor:pointer}
.ld-controls button[aria-pressed="true"]{border-color:#e0b04a;box-shadow:0 0 0 1px #e0b04a}
.ld-controls button:disabled{opacity:.45;cursor:default}
.ld-controls button.ld-call{font-weight:800;border-color:#ff6b8b}
.ld-quantity{min-width:2.5em;text-align:center;font-size:18px;font-weight:800}
.ld-why{margin:0;font-size:12px;color:var(--muted,#8ea3c4)}
.ld-reveal{display:grid;gap:6px;padding:10px 12px;border-radius:8px;border:1px dashed var(--line-bright,#2b4370)}
.ld-reveal p{margin:0;font-size:13px}
.ld-error{margin:0;color:#ff6b8b}
`;
