/**
 * The CSS of every table piece, once. Render `<TableStyles />` anywhere in a board; all class
 * names start with `gp-` so they never meet a board's own. Colours follow the web app's
 * variables (--panel, --line, --cyan…) with the same values as fallbacks.
 */
import { CARD_FACE_CSS } from './CardFace';
import { CONTEST_PANEL_CSS } from './ContestPanel';
import { DIE_CSS } from './Die';
import { DOCK_CSS } from './Dock';
import { GUIDE_CSS } from './FirstMatchGuide';
import { HAND_CSS } from './Hand';
import { OVERLAYS_CSS } from './overlays';
import { PILE_CSS } from './Pile';
import { PLAYER_PANEL_CSS } from './PlayerPanel';
import { TRACK_CSS } from './Track';

/** Movement only helps; a player who asked for less gets none. */
const REDUCED_MOTION_CSS = `
@media (prefers-reduced-motion:reduce){[class^="gp-"],[class*=" gp-"]{transition:none!important;animation:none!important}.gp-card-selected,button.gp-card:hover{transform:none!important}}
`;

export const TABLE_CSS = [
  CARD_FACE_CSS,
  HAND_CSS,
  PILE_CSS,
  TRACK_CSS,
  DIE_CSS,
  PLAYER_PANEL_CSS,
  CONTEST_PANEL_CSS,
  OVERLAYS_CSS,
  GUIDE_CSS,
  DOCK_CSS,
  REDUCED_MOTION_CSS,
].join('');

export function TableStyles() {
  return <style data-gridplay-table="">{TABLE_CSS}</style>;
}
