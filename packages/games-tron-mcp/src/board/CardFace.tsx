/** One card, readable: name, type, power and text. */
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

export function CardFace({ card, compact = false }: { card: string; compact?: boolean }) {
  const def = cardDef(card);
  const tags = [def.needsUser ? 'U' : '', def.response ? 'X' : ''].filter(Boolean).join('');
  return (
    <span
      className={`tm-card tm-kind-${def.kind} tm-side-${def.side}${compact ? ' tm-compact' : ''}`}
    >
      <span className="tm-card-head">
        <span className="tm-card-name">{def.name}</span>
        {def.power !== undefined && (
          <span className="tm-card-power" aria-label={`power ${def.power}`}>
            {def.power}
          </span>
        )}
      </span>
      <span className="tm-card-type">
        {KIND_LABEL[def.kind]}
        {tags && ` · ${tags}`}
      </span>
      {!compact && <span className="tm-card-text">{def.text}</span>}
    </span>
  );
}
