/** How a Matrix card is drawn with the shared CardFace: type line, corner value, text, colour. */
import type { CardFaceProps } from '@gridplay/core/table';
import { cardDef, type CharacterCard, type Origin } from '../cards';
import { CONTESTS, CONTEST_LABEL } from '../state';

const ORIGIN_LABEL: Record<Origin, string> = {
  freed: 'Human · born in the Matrix',
  zion: 'Human · born in Zion',
  program: 'Rogue program',
  agent: 'Agent',
  sentinel: 'Robot · Sentinel',
  exterminator: 'Robot · Extermination Unit',
};

export const GREEN = '#3dff7a';
const ACCENT = {
  character: 'var(--cyan, #35e0ff)',
  mission: GREEN,
  event: 'var(--orange, #ff9d3b)',
};

/** "Combat +2 · Escape +1". */
export function modsLine(def: CharacterCard): string {
  return CONTESTS.filter((k) => def.mods[k])
    .map((k) => `${CONTEST_LABEL[k]} +${def.mods[k]}`)
    .join(' · ');
}

export function faceOf(card: string): CardFaceProps {
  const def = cardDef(card);
  switch (def.kind) {
    case 'character':
      return {
        title: def.name,
        kind: ORIGIN_LABEL[def.origin],
        text: `${modsLine(def)}${def.damage ? ` · ${def.damage} damage` : ''}. ${def.text}`,
        accent:
          def.origin === 'agent' || def.origin === 'sentinel' || def.origin === 'exterminator'
            ? 'var(--red, #ff5468)'
            : ACCENT.character,
      };
    case 'mission':
      return {
        title: def.name,
        kind: 'Mission · needs Neo in the Matrix',
        corner: `${def.points} MP`,
        text: `${def.text}${def.guard ? ` Guarded: the Machines +${def.guard}.` : ''}`,
        accent: ACCENT.mission,
      };
    case 'event':
      return {
        title: def.name,
        kind: `Event · ${CONTEST_LABEL[def.contest]}`,
        corner: def.bonus ? `+${def.bonus}` : undefined,
        text: def.text,
        accent: ACCENT.event,
      };
  }
}
