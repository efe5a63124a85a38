/**
 * How a Tron vs MCP card reads on the shared card face: each card type wears its own frame,
 * colour and icon; power sits in the corner; the U and X tags of the rule text are spelt out as
 * badges ("needs User", "response").
 */
import type { CardBadge, CardFaceProps, CardFrame, CardIconName } from '@gridplay/table';
import { cardDef, type CardKind } from '../cards';

interface KindLook {
  label: string;
  frame: CardFrame;
  icon: CardIconName;
  color: string;
}

/** Tron's types in cool colours, the MCP's in warm ones; the three status cards share a frame. */
export const KIND_LOOK: Record<CardKind, KindLook> = {
  program: { label: 'Program', frame: 'unit', icon: 'figure', color: '#35e0ff' },
  skill: { label: 'Skill', frame: 'action', icon: 'bolt', color: '#ffe45c' },
  escape: { label: 'Escape', frame: 'item', icon: 'exit', color: '#b18cff' },
  activation: { label: 'Activation', frame: 'item', icon: 'ring', color: '#6dffa8' },
  transport: { label: 'Transport', frame: 'item', icon: 'move', color: '#ff8ae2' },
  subroutine: { label: 'Sub-Routine', frame: 'resource', icon: 'chip', color: '#a9c1ff' },
  control: { label: 'Control', frame: 'objective', icon: 'lock', color: '#ff7a2f' },
  game: { label: 'Game', frame: 'leader', icon: 'blade', color: '#ff5c5c' },
  security: { label: 'Security', frame: 'unit', icon: 'shield', color: '#ffb347' },
};

/**
 * The rule tags of a card, in words short enough for one line of a small card (the label says it
 * in full on hover and to a screen reader).
 */
export function cardBadges(card: string): CardBadge[] {
  const def = cardDef(card);
  const badges: CardBadge[] = [];
  if (def.needsUser) badges.push({ label: 'Needs Flynn in play', value: 'needs User' });
  if (def.response) badges.push({ label: 'Played only as an answer', value: 'response' });
  if (def.onlyIn === 'programDelete')
    badges.push({ label: 'Only in the Program Delete phase', value: 'phase 7' });
  if (def.onlyIn === 'fileTransfer')
    badges.push({ label: 'Only in the File Transfer phase', value: 'phase 6' });
  return badges;
}

/**
 * `powerBadge`: power as the first badge instead of the corner, for the hand's small cards: the
 * corner narrows every line of a small card's title (not only the first, which the title's size
 * allows for), so "User Sacrifice" would lose its last letters.
 */
export function cardFace(
  card: string,
  size: 'sm' | 'md' = 'md',
  { powerBadge = false }: { powerBadge?: boolean } = {},
): CardFaceProps {
  const def = cardDef(card);
  const look = KIND_LOOK[def.kind];
  const power = def.power !== undefined ? String(def.power) : undefined;
  const badges = cardBadges(card);
  return {
    title: def.name,
    corner: powerBadge ? undefined : power,
    // A Sub-Routine's side shows by where it lies (a hand, a discard pile); its name says the rest.
    kind: look.label,
    icon: look.icon,
    frame: look.frame,
    badges: powerBadge && power ? [{ label: 'Power', value: `power ${power}` }, ...badges] : badges,
    text: def.text,
    accent: look.color,
    size,
  };
}
