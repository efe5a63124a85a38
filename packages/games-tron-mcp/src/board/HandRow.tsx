/**
 * The player's hand in the dock. Like core's `Hand`, with one difference: a card that only
 * shifts inside the hand (a neighbour was played) does not glide, so for the moment after a move
 * no card slides across another the player is about to press. A card leaving the hand still
 * flies from where it was to the table: each card carries its travel id on a point at its centre.
 */
import { CardFace, type CardFaceProps } from '@gridplay/core/table';

export interface HandRowCard {
  id: string;
  face: CardFaceProps;
  playable: boolean;
  reason?: string;
}

export function HandRow({
  label,
  cards,
  selected,
  onToggle,
}: {
  label: string;
  cards: HandRowCard[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <section className="gp-hand" aria-label={`${label} (${cards.length})`}>
      <div className="gp-hand-cards">
        {cards.map((card) => (
          <CardFace
            key={card.id}
            {...card.face}
            playable={card.playable}
            reason={card.reason}
            selected={selected.includes(card.id)}
            onClick={() => onToggle(card.id)}
            dataChoice={card.id}
          >
            <span className="tm-travel-point" data-travel={card.id} aria-hidden="true" />
          </CardFace>
        ))}
      </div>
    </section>
  );
}
