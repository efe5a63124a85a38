/** Words and faces for the board: a card's face props, and each offered move as a button label. */
import type { AiMove } from '@gridplay/core';
import type { CardBadge, CardFaceProps, CardFrame, CardIconName } from '@gridplay/table';
import { cardDef, cardTitle, COLOURS, KIND_LABEL, type CardKind, type Colour } from '../cards';
import { requirementChecks } from '../rules';
import type { AnyState, Seat } from '../state';

export const COLOUR_CSS: Record<Colour, string> = {
  red: '#ff5a5a',
  blue: '#4aa8ff',
  green: '#4cd97b',
  yellow: '#ffd23f',
};

/** Each kind of card wears its own frame, colour and icon; the card's colour is a badge. */
export const KIND_LOOK: Record<CardKind, { frame: CardFrame; accent: string; icon: CardIconName }> =
  {
    navi: { frame: 'leader', accent: '#38e8ff', icon: 'figure' },
    chip: { frame: 'action', accent: '#ff9d3b', icon: 'chip' },
    event: { frame: 'objective', accent: '#c08cff', icon: 'bolt' },
    resource: { frame: 'resource', accent: '#9fd0ff', icon: 'gem' },
  };

const MET = '#4cd97b';
const UNMET = '#8ea3c4';

/** A NetNavi's figures, as printed or (with `live`) as they stand this turn. */
export function naviBadges(
  card: string,
  live?: { strength: number; defense: number; blast: number },
): CardBadge[] {
  const def = cardDef(card);
  const { strength = 0, defense = 0, blast = 0 } = live ?? def;
  return [
    { label: 'Strength', value: `STR ${strength}` },
    { label: 'Defense', value: `DEF ${defense}` },
    { label: 'Blast', value: `BLAST ${blast}` },
  ];
}

/** What must be in play before `seat` may play the card, each met (✓) or not (✗). */
export function requirementBadges(G: AnyState, seat: Seat, card: string): CardBadge[] {
  return requirementChecks(G, seat, cardDef(card)).map((check) => {
    const colour = COLOURS.find((c) => check.label.includes(` ${c} `));
    return {
      label: `Needs ${check.label} (${check.met ? 'met' : 'not met'})`,
      value: `${check.met ? '✓' : '✗'} ${check.label.replace(/ (resource|emblem)s?$/, '')}`,
      color: !check.met ? UNMET : colour ? COLOUR_CSS[colour] : MET,
    };
  });
}

export function faceOf(card: string, size: 'sm' | 'md' = 'md'): CardFaceProps {
  const def = cardDef(card);
  const look = KIND_LOOK[def.kind];
  // A NetNavi's emblem is its own name: its type line says only what it is.
  const emblem = def.kind !== 'navi' && def.emblem && `${def.emblem} emblem`;
  const type = [KIND_LABEL[def.kind], emblem].filter(Boolean).join(' · ');
  const colour: CardBadge[] = def.colour
    ? [{ label: 'Colour', value: def.colour, color: COLOUR_CSS[def.colour] }]
    : [];
  return {
    title: def.name,
    subtitle: def.subtitle,
    kind: type,
    corner: def.kind === 'navi' ? undefined : String(def.destiny),
    text: def.text,
    accent: look.accent,
    frame: look.frame,
    icon: look.icon,
    badges: def.kind === 'navi' ? naviBadges(card) : colour,
    size,
  };
}

/**
 * A resource in play: its place on the mat says what it is, so its type line names only its
 * emblem (the one thing about it that requirements count), on a card a quarter of the mat wide.
 */
export function resourceInPlayFace(card: string): CardFaceProps {
  const def = cardDef(card);
  const face = faceOf(card, 'sm');
  return def.kind !== 'navi' && def.emblem ? { ...face, kind: `${def.emblem} emblem` } : face;
}

const cardArg = (move: AiMove, index: number) => String(move.args?.[index] ?? '');

export function moveLabel(move: AiMove): string {
  if (!('move' in move)) return move.event;
  const card = cardArg(move, 0);
  const choice = move.args?.[1] === undefined ? '' : cardTitle(cardArg(move, 1));
  const withChoice = (verb: string) => {
    if (!choice) return `${verb} ${cardTitle(card)}`;
    const how = cardDef(card).choice === 'handCard' ? `, discarding ${choice}` : ` on ${choice}`;
    return `${verb} ${cardTitle(card)}${how}`;
  };
  switch (move.move) {
    case 'pass':
      return 'Pass';
    case 'blast':
      return 'Blast';
    case 'endResources':
      return 'Done with resources';
    case 'discardDown':
      return `Discard ${cardTitle(card)}`;
    case 'playResource':
      return `Play resource ${cardTitle(card)}`;
    case 'chooseDestiny':
      return `Destiny ${cardDef(card).destiny} (${cardTitle(card)}, ${cardDef(card).colour})`;
    case 'playChip':
      return withChoice('BattleChip');
    case 'playEvent':
      return withChoice('Event');
    case 'spend':
      return withChoice('Spend');
    default:
      return move.move;
  }
}

/** The card a move is about (its first argument), if any. */
export const subjectOf = (move: AiMove): string | undefined =>
  'move' in move && typeof move.args?.[0] === 'string' ? move.args[0] : undefined;
