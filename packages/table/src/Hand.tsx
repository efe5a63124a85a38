/**
 * A row of cards a player holds. With `onToggle`, each playable card is a toggle: pressing it
 * selects or unselects it (the board keeps `selected`; the hand only draws it). An opponent's
 * hand is `hiddenCount` card backs.
 *
 * `steady`: a card that only shifts inside the hand (a neighbour was played) does not glide, so
 * for the moment after a move no card slides across another the player is about to press; a
 * card leaving the hand still flies from where it was to the table, from a travel point at its
 * centre instead of its whole face (tron-mcp's dock).
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
  /** false: no visible heading; the label (with the count) only names the row for screen readers. */
  heading?: boolean;
  /** Cards do not glide when they shift inside the hand (see above). */
  steady?: boolean;
}

export const HAND_CSS = `
.gp-hand{display:grid;gap:6px;min-width:0}
.gp-hand-label{margin:0;font-size:12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted,#8ea3c4)}
.gp-hand-count{font-weight:400}
.gp-hand-cards{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;padding-top:8px}
.gp-travel-point{position:absolute;left:50%;top:50%;width:0;height:0}
`;

export function Hand({
  label,
  cards,
  selected = [],
  onToggle,
  hiddenCount = 0,
  heading = true,
  steady = false,
}: HandProps) {
  const chosen = new Set(selected);
  const total = cards.length + hiddenCount;
  return (
    <section className="gp-hand" aria-label={heading ? label : `${label} (${total})`}>
      {heading && (
        <h4 className="gp-hand-label">
          {label} <span className="gp-hand-count">({total})</span>
        </h4>
      )}
      <div className="gp-hand-cards">
        {cards.map((card) => {
          const travel = card.face.travel ?? card.id;
          return (
            <CardFace
              key={card.id}
              {...card.face}
              playable={card.playable}
              reason={card.reason ?? card.face.reason}
              selected={chosen.has(card.id)}
              onClick={onToggle ? () => onToggle(card.id) : card.face.onClick}
              dataChoice={onToggle ? (card.face.dataChoice ?? card.id) : card.face.dataChoice}
              travel={steady ? undefined : travel}
            >
              {steady && (
                <span className="gp-travel-point" data-travel={travel} aria-hidden="true" />
              )}
            </CardFace>
          );
        })}
        {Array.from({ length: hiddenCount }, (_, index) => (
          <CardFace key={`hidden-${index}`} title="" faceDown size="sm" />
        ))}
      </div>
    </section>
  );
}
