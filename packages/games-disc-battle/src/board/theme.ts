/** Seat colours and the board's own CSS (class names prefixed db-). */
export const SEAT_COLOURS = ['#38e8ff', '#ff9d3b', '#6dff8e', '#ff5edb', '#ffe14d', '#b18cff'];

export const colourOf = (seat: string) => SEAT_COLOURS[Number(seat) % SEAT_COLOURS.length];

/**
 * The arena box gets its width from use-fit.ts (the room above the dock); the dock's decision
 * area keeps a minimum height of two rows of buttons, so neither moves when a throw resolves.
 */
export const BOARD_CSS = `
.db-board{display:flex;flex-direction:column;gap:10px;color:var(--text,#e6f1ff);font-family:system-ui,sans-serif}
.db-stage{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.db-arena-box{flex:0 0 auto;width:min(100%,560px);max-width:100%;margin:0 auto}
.db-arena{display:block;width:100%;height:auto;aspect-ratio:1;background:#050b16;border:1px solid var(--line,#1d2c49);border-radius:8px;touch-action:none;outline:none;box-sizing:border-box}
.db-arena:focus-visible{box-shadow:0 0 0 3px var(--cyan,#38e8ff)}
.db-side{flex:1 1 240px;display:grid;gap:10px;align-content:start;min-width:0}
.db-row{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.db-btn{min-height:32px;padding:5px 10px;border-radius:6px;border:1px solid var(--line-bright,#2b4370);background:var(--panel-2,#131d34);color:var(--text,#e6f1ff);font:inherit;font-size:13px;line-height:1.2;cursor:pointer}
.db-btn:hover:not(:disabled){border-color:var(--cyan,#38e8ff)}
.db-btn:focus-visible{outline:3px solid var(--text,#e6f1ff);outline-offset:2px}
.db-btn[aria-pressed="true"]{border-color:var(--cyan,#38e8ff);box-shadow:0 0 0 1px var(--cyan,#38e8ff)}
.db-btn:disabled{opacity:.45;cursor:not-allowed}
.db-btn-primary{border-color:var(--orange,#ff9d3b);background:#2a1a0c}
.db-deg{color:var(--muted,#8ea3c4);font-size:11px}
.db-toggle{display:inline-flex;gap:2px}
.db-dock-row{display:flex;gap:12px;align-items:flex-start}
.db-cards{display:flex;gap:6px;flex:none}
.db-decision{flex:1 1 0;min-width:0;min-height:70px;display:grid;gap:6px;align-content:start}
.db-reactions{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:6px}
.db-react-btn{display:grid;gap:2px;text-align:left;border-color:var(--red,#ff5470)}
.db-react-effect{font-size:11px;color:var(--muted,#8ea3c4)}
.db-more{display:grid;gap:4px}
.db-more[hidden]{display:none}
.db-more-group{display:flex;flex-wrap:wrap;gap:4px;align-items:center}
.db-more-heading{flex:0 0 84px;font-size:12px;color:var(--muted,#8ea3c4)}
.db-more-group .db-btn{min-width:44px;padding:4px 6px;font-size:12px}
.db-error{margin:0;padding:4px 8px;border-radius:6px;border:1px solid var(--red,#ff5470);font-size:12px}
.db-muted{color:var(--muted,#8ea3c4);font-size:12px;margin:0}
.db-players{display:grid;gap:6px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
@media (max-width:600px){.db-dock-row{flex-direction:column;gap:6px}.db-cards{width:100%}.db-decision{width:100%;flex:none}.db-more-heading{flex-basis:100%}}
`;
