// @gridplay/table: the pieces every card-game board draws with. They draw; rules decide.
export { CardFace, type CardFaceProps, type CardBadge, type CardFrame } from './CardFace';
export { CardIcon, CARD_ICONS, type CardIconName } from './card-icons';
export { titleFontSize } from './card-title';
export { Dock, type DockProps } from './Dock';
export { Hand, type HandCard, type HandProps } from './Hand';
export { Pile, type PileProps } from './Pile';
export { Track, type TrackProps } from './Track';
export { Die, type DieProps } from './Die';
export { PlayerPanel, type PlayerPanelProps } from './PlayerPanel';
export { ContestPanel, signed, type ContestPanelProps, type ContestSide } from './ContestPanel';
export { ReachCircle, AimPath, TargetRing, arrowHead, type Circle, type Point } from './overlays';
export { FirstMatchGuide, currentHint, type GuideHint } from './FirstMatchGuide';
export { TableStyles, TABLE_CSS } from './TableStyles';
export { useTravel, glide, motionReduced, TRAVEL_MS } from './travel';
// Not a table piece: the app's saved items for a tool page or a board (React, hence here).
export { SavedItemsContext, useSavedItems, type SavedItemsState } from './saved-items-context';
