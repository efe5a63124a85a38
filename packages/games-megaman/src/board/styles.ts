/**
 * The playmat's own layout; the cards, piles, panels, tracks and the dock bring their own
 * styles. Both halves of the mat are kept low (small cards, a 2×2 block of resource places) so
 * the window shows as much of the table as the dock leaves; nothing is wider than the window.
 * On a phone the hand's type lines shrink to their icon (still read out), so six cards fit the dock,
 * and titles are set a size smaller than core's (sized for a full card; the phone dock's are a
 * third of the width), so "Overclock" is not cut; a resource in play, a quarter of the width,
 * wears its destiny number on its corner so its title has the whole width ("Watchful").
 *
 * At a laptop (1100 px and wider) each half of the mat is one row (NetNavi, gauge, the four
 * resource places, discard) and the dock puts its buttons beside its title, kept to one line (in
 * the main phase the last action, after the battle forecast, gives way first: cut short with an
 * ellipsis, its whole sentence the tooltip, rather than wrap and push the dock up); on a screen
 * 920 px tall or less the hand in the dock shows no rules text (a card shows it enlarged on
 * hover, focus or a long press), and a blast's revealed cards drop their type line and share a
 * line with the last battle's result (each wide enough for its title on one line), and the type
 * lines of the hand and the discard keep to one line, cut short (the enlarged card has them
 * whole). So at 1280×800 the player's own NetNavi and resources stay in view above the dock while
 * they decide (choosing a blast destiny, the revealed cards are in the dock).
 */
export const BOARD_CSS = `
.mm-board{display:grid;gap:8px;min-width:0;color:var(--text,#e6f1ff);font-family:system-ui,sans-serif}
.mm-turn{display:flex;flex-wrap:wrap;gap:6px 12px;align-items:center;padding:6px 10px;border:1px solid var(--line,#1d2c4a);border-radius:8px;background:var(--panel,#0e1628);font-size:14px}
.mm-steps{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0;padding:0}
.mm-steps li{padding:1px 8px;border-radius:10px;border:1px solid var(--line,#1d2c4a);color:var(--muted,#8ea3c4);font-size:12px}
.mm-steps li.mm-now{border-color:var(--cyan,#38e8ff);color:var(--text,#e6f1ff)}
.mm-opportunity{font-size:13px}
.mm-side{display:grid;grid-template-columns:minmax(150px,190px) minmax(0,1fr);gap:8px;align-items:start}
.mm-mat{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start;min-width:0;padding:6px;border:1px dashed var(--line,#1d2c4a);border-radius:10px}
.mm-gauge{display:grid;grid-template-columns:repeat(5,24px);gap:4px;align-content:start}
.mm-slot{display:grid;place-items:center;height:34px;border:1px solid var(--line-bright,#2b4370);border-radius:4px;font-size:10px;color:var(--muted,#8ea3c4)}
.mm-slot-full{background:repeating-linear-gradient(45deg,#0d2440 0 4px,#16335a 4px 8px);border-color:var(--cyan,#38e8ff);color:var(--text,#e6f1ff)}
.mm-gauge-label{grid-column:1/-1;font-size:11px;color:var(--muted,#8ea3c4)}
.mm-resources{display:grid;grid-template-columns:repeat(2,96px);gap:4px}
.mm-resources .gp-card-kind{letter-spacing:0;font-size:9px}
.mm-place{box-sizing:border-box;display:grid;place-items:center;min-height:64px;border:1px dashed var(--line,#1d2c4a);border-radius:8px;font-size:10px;color:var(--muted,#8ea3c4);text-align:center}
.mm-centre{display:grid;gap:4px;padding:4px 10px;border-left:3px solid var(--orange,#ff9d3b)}
.mm-readout,.mm-last-battle{margin:0;font-size:13px}
.mm-blast{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.mm-actions{display:flex;flex-wrap:wrap;gap:6px}
.mm-action{min-height:36px;padding:6px 12px;border-radius:6px;border:1px solid var(--cyan,#38e8ff);background:var(--panel,#0e1628);color:var(--text,#e6f1ff);font:inherit;font-size:14px;cursor:pointer}
.mm-action:hover{background:var(--panel-2,#131d34)}
.mm-action:focus-visible{outline:3px solid var(--text,#e6f1ff);outline-offset:2px}
.mm-pass{border-color:var(--muted,#8ea3c4)}
@media (max-width:720px){
.mm-side{grid-template-columns:minmax(0,1fr)}
.mm-mat{gap:6px;padding:4px}
.mm-resources{order:1;grid-template-columns:repeat(4,minmax(0,1fr));flex:1 1 100%}
.mm-resources .gp-card{width:100%;min-width:0}
.mm-resources .gp-card-corner{position:absolute;top:-7px;right:-7px}
.mm-resources .gp-card-title{font-size:min(12px,3vw)!important}
.mm-action{min-height:34px;padding:4px 10px;font-size:13px}
}
@media (min-width:1100px){
.mm-board .mm-mat{display:grid;grid-template-columns:auto auto minmax(0,4fr) minmax(96px,1fr);align-items:start}
.mm-board .mm-resources{grid-template-columns:repeat(4,minmax(0,96px))}
.mm-board .mm-resources .gp-card{width:100%;min-width:0}
.mm-board .mm-resources .gp-card-corner{position:absolute;top:-7px;right:-7px}
.mm-board .mm-resources .gp-card-title{font-size:11.5px!important}
.mm-board .gp-dock{grid-template-columns:minmax(0,1fr) minmax(0,max-content);align-items:start}
.mm-board .gp-dock>.gp-hand{grid-column:1/-1}
.mm-board .gp-dock>.mm-actions{justify-content:flex-end}
.mm-board .gp-dock-title{display:flex;gap:0 .3em}
.mm-board .gp-dock-title>*{flex:none;max-width:100%}
.mm-board .gp-dock-title>:is(.mm-forecast,.mm-last,.mm-waiting){flex:0 1 auto;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.mm-board .gp-dock-title>:is(.mm-last,.mm-waiting){flex-shrink:1000;min-width:min(12em,30%)}
}
@media (min-width:601px) and (max-height:920px){
.mm-board .gp-dock .gp-card-text{display:none}
.mm-board .gp-dock .gp-card{min-height:0}
}
@media (min-width:1100px) and (max-height:920px){
.mm-board .mm-centre{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px}
.mm-board .mm-blast .gp-card-kind{display:none}
.mm-board .mm-blast .gp-card{min-height:0;min-width:118px}
.mm-board :is(.gp-dock,.gp-pile) .gp-card-kind{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.mm-board :is(.gp-dock,.gp-pile) .gp-card-kind>svg{vertical-align:-2px;margin-right:4px}
}
@media (max-width:600px){
.mm-board .gp-dock .gp-card-kind{font-size:0;line-height:0}
.mm-board .gp-dock .gp-card-title{font-size:min(12px,3.2vw)!important}
}
.mm-bring{display:grid;gap:8px;max-width:60ch;padding:12px;border:1px solid var(--line,#1d2c4a);border-radius:10px;background:var(--panel,#0e1628)}
.mm-bring fieldset{display:grid;gap:4px;border:1px solid var(--line,#1d2c4a);border-radius:8px}
.mm-bring-paste{display:grid;gap:4px}
.mm-bring-paste textarea{width:100%;box-sizing:border-box;font:inherit;font-size:13px}
.mm-bring-problem{margin:0;color:#ffb3b3}
.mm-bring-problem:empty{display:none}
`;
