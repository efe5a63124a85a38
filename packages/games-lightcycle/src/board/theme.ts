/** Colours and the board's stylesheet (kept in one string so the board needs no CSS pipeline). */
export const PLAYER_COLOURS = ['#2de2ff', '#ff8a1f', '#ff4fd8', '#5dff6a', '#ffe14d', '#a78bff'];
export const colourOf = (player: string) => PLAYER_COLOURS[Number(player) % PLAYER_COLOURS.length];
/**
 * Neutral pieces (flags nobody placed) are pale grey and drawn as an outline with no number:
 * no seat colour is near it, and shape and label tell them apart without colour.
 */
export const NEUTRAL_COLOUR = '#c8d2da';

export const STYLES = `
.lc { color: #d8f6ff; font-family: system-ui, sans-serif; display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 900px) { .lc { grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr); align-items: start; } }
.lc-main { min-width: 0; }
/* The Grid's side is set by the board from the room above the dock; the css cap is the fallback. */
.lc-gridwrap { position: relative; width: min(100%, calc(100dvh - 330px)); min-width: 200px; max-width: 100%; aspect-ratio: 1; margin: 0 auto; }
.lc-gridwrap svg { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
.lc-cells { position: absolute; display: grid; }
.lc-cell { background: transparent; border: 0; padding: 0; margin: 0; cursor: pointer; border-radius: 2px; }
.lc-cell:disabled { cursor: default; }
.lc-cell:not(:disabled):hover, .lc-cell:focus-visible { background: rgba(45, 226, 255, 0.28); outline: 2px solid #bff6ff; outline-offset: -2px; }
.lc-cell.lc-target:not(:disabled) { background: rgba(93, 255, 106, 0.22); box-shadow: inset 0 0 0 2px rgba(93, 255, 106, 0.8); }
.lc-cell.lc-target.lc-crash:not(:disabled) { background: rgba(255, 59, 92, 0.22); box-shadow: inset 0 0 0 2px rgba(255, 59, 92, 0.9); }
.lc-cell.lc-option:not(:disabled) { background: rgba(45, 226, 255, 0.14); box-shadow: inset 0 0 0 1px rgba(191, 246, 255, 0.7); }
.lc-cell.lc-picked { background: rgba(255, 225, 77, 0.35); }
.lc-panel { display: grid; gap: 10px; }
.lc-box { background: #06121f; border: 1px solid #12405c; border-radius: 8px; padding: 10px; }
.lc-box h3 { margin: 0 0 6px; font-size: 13px; letter-spacing: .08em; text-transform: uppercase; color: #7fd8ef; }
.lc-hand { display: flex; flex-wrap: wrap; gap: 6px; }
/* Compact cards in the dock: the rules text is on the enlarged card (hover, focus, long press). */
.lc .lc-hand .gp-card { width: 124px; min-height: 0; }
.lc .lc-hand .gp-card-text { display: none; }
@media (max-width: 600px) {
  .lc .lc-hand .gp-card { width: calc((100% - 18px) / 4); padding: 4px 5px; }
  .lc .lc-hand .gp-card-kind { display: none; }
}
.lc button:focus-visible { outline: 3px solid #ffe14d; outline-offset: 2px; }
.lc-options { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.lc-picker, .lc-picker label { display: flex; align-items: center; gap: 8px; }
.lc .lc-select { width: auto; min-width: 64px; font: inherit; font-size: 14px; min-height: 36px; padding: 4px 8px; border-radius: 6px; border: 1px solid #2de2ff; background: #08283d; color: #e8fbff; }
.lc-error { color: #ff8a9b; margin: 0; font-size: 13px; }
.lc-btn { font: inherit; font-size: 14px; padding: 6px 12px; min-height: 36px; border-radius: 6px; border: 1px solid #2de2ff; background: #08283d; color: #e8fbff; cursor: pointer; }
.lc-btn:not(:disabled):hover { background: #0e3d5c; }
.lc-btn:disabled { opacity: .4; cursor: not-allowed; }
.lc-btn.lc-quiet { border-color: #34566b; background: transparent; }
.lc-players { display: grid; gap: 4px; margin: 0; padding: 0; list-style: none; }
.lc-player { display: grid; grid-template-columns: 14px 1fr auto; gap: 8px; align-items: center; font-size: 14px; }
.lc-swatch { width: 12px; height: 12px; border-radius: 3px; }
.lc-muted { color: #7a9aaa; font-size: 12.5px; }
.lc-replay { display: flex; align-items: center; justify-content: center; gap: 8px; min-height: 30px; margin-bottom: 4px; }
.lc-caption { font-size: 14px; color: #ffe14d; text-align: center; margin: 0; }
.lc-btn.lc-small { min-height: 28px; padding: 2px 10px; font-size: 13px; }
.lc-legend { text-align: center; margin: 4px 0; }
.lc .gp-dock { grid-column: 1 / -1; }
.lc-badge { display: inline-block; padding: 1px 8px; border-radius: 10px; background: #ff3b5c; color: #fff; font-size: 12px; font-weight: 700; margin-left: 6px; }
`;
