/**
 * How a Matrix card is drawn with the shared CardFace. Each card type wears its own frame, colour
 * and icon — the Humans' characters by origin, Missions, the Humans' Events, Agents, Robots and
 * the Machines' Events — and what a card adds is a badge, not a sentence: a character's
 * modifiers ("CBT+3", green in the Matrix, amber in the real world), a Mission's points, requirement and
 * guard, an Event's contest, bonus and effect. The full text is on the enlarged card.
 */
import type { CardBadge, CardFaceProps, CardFrame, CardIconName } from '@gridplay/table';
import { cardDef, MACHINE_CARDS, type EventEffect, type MatrixCard, type Origin } from '../cards';
import { CONTESTS, CONTEST_LABEL, CONTEST_WORLD, type ContestKind } from '../state';

export const GREEN = '#3dff7a';
export const RED = 'var(--red, #ff5468)';
const AMBER = '#ffc857';

/** One card type: what it is called, how it is drawn, and which group it lists under. */
export interface CardType {
  /** The type line on the card ("Freed human"). */
  kind: string;
  /** The group heading in a list of cards ("Humans born in the Matrix"). */
  group: string;
  frame: CardFrame;
  accent: string;
  icon: CardIconName;
}

const CHARACTER_TYPE: Record<Origin, CardType> = {
  freed: {
    kind: 'Freed human',
    group: 'Humans born in the Matrix',
    frame: 'unit',
    accent: 'var(--cyan, #35e0ff)',
    icon: 'figure',
  },
  zion: {
    kind: 'Zion-born',
    group: 'Humans born in Zion',
    frame: 'resource',
    accent: AMBER,
    icon: 'shield',
  },
  program: {
    kind: 'Program',
    group: 'Rogue programs',
    frame: 'item',
    accent: '#b98cff',
    icon: 'chip',
  },
  agent: { kind: 'Agent', group: 'Agents', frame: 'leader', accent: RED, icon: 'blade' },
  sentinel: {
    kind: 'Sentinel',
    group: 'Robots',
    frame: 'unit',
    accent: '#ff5fd2',
    icon: 'cog',
  },
  exterminator: {
    kind: 'Exterminator',
    group: 'Robots',
    frame: 'item',
    accent: '#ff7a3d',
    icon: 'cog',
  },
};

const MISSION_TYPE: CardType = {
  kind: 'Mission',
  group: 'Missions',
  frame: 'objective',
  accent: GREEN,
  icon: 'flag',
};

/** The Humans' and the Machines' Events: one frame, two colours and glyphs. */
const EVENT_TYPE = {
  humans: {
    kind: 'Event',
    group: 'Events',
    frame: 'action',
    accent: 'var(--orange, #ff9d3b)',
    icon: 'bolt',
  },
  machines: { kind: 'Event', group: 'Events', frame: 'action', accent: '#ff6f91', icon: 'burst' },
} satisfies Record<string, CardType>;

/** Contest names short enough for a badge on a small card ("CBT+3"; the full name on hover). */
export const CONTEST_CODE: Record<ContestKind, string> = {
  interception: 'INT',
  combat: 'CBT',
  mission: 'MSN',
  escape: 'ESC',
  detection: 'DET',
  pursuit: 'PUR',
  battle: 'BTL',
};

/** A modifier badge, coloured by the world where it counts. */
const modifierBadge = (kind: ContestKind, value: number): CardBadge => ({
  label: `${CONTEST_LABEL[kind]} (${CONTEST_WORLD[kind] === 'matrix' ? 'in the Matrix' : 'real world'})`,
  value: value ? `${CONTEST_CODE[kind]}${value > 0 ? '+' : ''}${value}` : CONTEST_CODE[kind],
  color: CONTEST_WORLD[kind] === 'matrix' ? GREEN : AMBER,
});

const EFFECT_BADGE: Record<EventEffect, string> = {
  neutralize: 'Neutralize',
  emp: 'EMP',
  reroll: 'Reroll',
  draw: 'Draw 1',
  repair: 'Hull +1',
  time: 'Time +1',
  hunt: 'Choose the casualty',
};

const MACHINE_DESIGNS = new Set(MACHINE_CARDS.map((card) => card.id));

export function cardType(def: MatrixCard): CardType {
  switch (def.kind) {
    case 'character':
      return CHARACTER_TYPE[def.origin];
    case 'mission':
      return MISSION_TYPE;
    case 'event':
      return MACHINE_DESIGNS.has(def.id) ? EVENT_TYPE.machines : EVENT_TYPE.humans;
  }
}

/** The badges of a card: modifiers, requirements, bonuses. */
export function badgesOf(def: MatrixCard): CardBadge[] {
  switch (def.kind) {
    case 'character':
      return [
        ...CONTESTS.filter((k) => def.mods[k]).map((k) => modifierBadge(k, def.mods[k]!)),
        ...(def.damage
          ? [{ label: 'Damage to the ship', value: `${def.damage} dmg`, color: RED }]
          : []),
      ];
    case 'mission':
      return [
        { label: 'Mission Points', value: `${def.points} MP`, color: GREEN },
        { label: 'Only with Neo in the Matrix', value: 'Needs Neo', color: 'var(--cyan, #35e0ff)' },
        ...(def.guard
          ? [{ label: 'Guarded: the Machines', value: `Guard +${def.guard}`, color: RED }]
          : []),
      ];
    case 'event':
      return [
        modifierBadge(def.contest, def.bonus),
        ...(def.effect ? [{ label: 'Effect', value: EFFECT_BADGE[def.effect] }] : []),
      ];
  }
}

/** One line for a list of cards: "Dodge This · Combat +2". */
export function summaryOf(card: string): string {
  const def = cardDef(card);
  switch (def.kind) {
    case 'character':
      return CONTESTS.filter((k) => def.mods[k])
        .map((k) => `${CONTEST_LABEL[k]} +${def.mods[k]}`)
        .join(', ');
    case 'mission':
      return `${def.points} MP${def.guard ? `, guard +${def.guard}` : ''}`;
    case 'event':
      return `${CONTEST_LABEL[def.contest]} +${def.bonus}${def.effect ? `, ${EFFECT_BADGE[def.effect]}` : ''}`;
  }
}

export function faceOf(card: string): CardFaceProps {
  const def = cardDef(card);
  const type = cardType(def);
  return {
    title: def.name,
    kind: type.kind,
    frame: type.frame,
    accent: type.accent,
    icon: type.icon,
    badges: badgesOf(def),
    text: def.text,
  };
}
