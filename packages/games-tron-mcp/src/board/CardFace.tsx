/** How a Tron vs MCP card reads on the shared card face: name, power, type line and text. */
import type { CardFaceProps } from '@gridplay/core/table';
import { cardDef } from '../cards';

const KIND_LABEL: Record<string, string> = {
  program: 'Program',
  skill: 'Skill',
  escape: 'Escape',
  activation: 'Activation',
  transport: 'Transport',
  subroutine: 'Sub-Routine',
  control: 'Control',
  game: 'Game',
  security: 'Security',
};

const SIDE_ACCENT = { tron: '#35e0ff', mcp: '#ff7a2f' } as const;

export function cardFace(card: string, size: 'sm' | 'md' = 'md'): CardFaceProps {
  const def = cardDef(card);
  const tags = [def.needsUser ? 'U' : '', def.response ? 'X' : ''].filter(Boolean).join('');
  return {
    title: def.name,
    corner: def.power !== undefined ? String(def.power) : undefined,
    kind: `${KIND_LABEL[def.kind]}${tags ? ` · ${tags}` : ''}`,
    text: size === 'md' ? def.text : undefined,
    accent: SIDE_ACCENT[def.side],
    size,
  };
}
