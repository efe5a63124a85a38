/** A deck or discard pile: its top card (or a back, or an empty slot) and how many cards it holds. */
import { CardFace, type CardFaceProps } from './CardFace';

export interface PileProps {
  label: string;
  count: number;
  top?: CardFaceProps;
  faceDown?: boolean;
}

export const PILE_CSS = `
.gp-pile{display:inline-grid;gap:4px;justify-items:center;font-size:12px;color:var(--muted,#8ea3c4)}
.gp-pile-slot{position:relative}
.gp-pile-empty{box-sizing:border-box;width:96px;min-height:64px;border:1px dashed var(--line-bright,#2b4370);border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:11px}
.gp-pile-count{position:absolute;right:-6px;bottom:-6px;min-width:22px;padding:0 5px;border-radius:11px;background:var(--line-bright,#2b4370);color:var(--text,#e6f1ff);font-weight:700;text-align:center;line-height:20px}
`;

export function Pile({ label, count, top, faceDown = false }: PileProps) {
  const cards = count === 1 ? 'card' : 'cards';
  let slot;
  if (count === 0) slot = <div className="gp-pile-empty">empty</div>;
  else if (faceDown || !top) slot = <CardFace title="" faceDown size="sm" />;
  else slot = <CardFace size="sm" {...top} />;
  return (
    <div className="gp-pile" role="group" aria-label={`${label}: ${count} ${cards}`}>
      <div className="gp-pile-slot">
        {slot}
        <span className="gp-pile-count" aria-hidden="true">
          {count}
        </span>
      </div>
      <span className="gp-pile-label">{label}</span>
    </div>
  );
}
