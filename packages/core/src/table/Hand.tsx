/**
 * A row of cards a player holds. With `onToggle`, each playable card is a toggle: pressing it
 * selects or unselects it (the board keeps `selected`; the hand only draws it). An opponent's
 * hand is `hiddenCount` card backs.
 */
import { CardFace, type CardFaceProps } from './CardFace';

export interface HandCard {
  id: string;
  face: CardFaceProps;
  playable: boolean;
  reason?: string;
}

export interface HandProps {
  label: string;
  cards: HandCard[];
  selected?: string[];
  onToggle?: (id: string) => void;
  /** An opponent's hand: this many card backs. */
  hiddenCount?: number;
}

export const HAND_CSS = `
.gp-hand{display:grid;gap:6px;min-width:0}
.gp-hand-label{margin:0;font-size:12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted,#8ea3c4)}
.gp-hand-count{font-weight:400}
.gp-hand-cards{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;padding-top:8px}
`;

export function Hand({ label, cards, selected = [], onToggle, hiddenCount = 0 }: HandProps) {
  const chosen = new Set(selected);
  const total = cards.length + hiddenCount;
  return (
    <section className="gp-hand" aria-label={label}>
      <h4 className="gp-hand-label">
        {label} <span className="gp-hand-count">({total})</span>
      </h4>
      <div className="gp-hand-cards">
        {cards.map((card) => (
          <CardFace
            key={card.id}
            {...card.face}
            playable={card.playable}
            reason={card.reason ?? card.face.reason}
            selected={chosen.has(card.id)}
            onClick={onToggle ? () => onToggle(card.id) : card.face.onClick}
            dataChoice={onToggle ? (card.face.dataChoice ?? card.id) : card.face.dataChoice}
            travel={card.face.travel ?? card.id}
          />
        ))}
        {Array.from({ length: hiddenCount }, (_, index) => (
          <CardFace key={`hidden-${index}`} title="" faceDown size="sm" />
        ))}
      </div>
    </section>
  );
}
