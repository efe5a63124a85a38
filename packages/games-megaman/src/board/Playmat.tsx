/** One player's half of the playmat: panel, NetNavi, power gauge, resource places, discard. */
import { zoneSize } from '@gridplay/core';
import { CardFace, Pile, PlayerPanel, Track } from '@gridplay/table';
import { blastOf, defenseOf, strengthOf } from '../rules';
import { GAUGE_SIZE, RESOURCE_PLACES, type MegaManView, type Seat } from '../state';
import { faceOf, naviBadges, resourceInPlayFace } from './labels';

export interface PlaymatProps {
  G: MegaManView;
  seat: Seat;
  /** The player's name as the match knows it ("Ada (you)"). */
  name: string;
  /** The viewer's own half: marked so the browser tests can check it stays in view above the dock. */
  own?: boolean;
}

export function Playmat({ G, seat, name, own = false }: PlaymatProps) {
  const piles = G.seats[seat];
  const power = zoneSize(piles.gauge);
  const deck = zoneSize(piles.deck);
  const topDiscard = piles.discard[piles.discard.length - 1];
  const live = {
    strength: strengthOf(G, seat),
    defense: defenseOf(G, seat),
    blast: blastOf(G, seat),
  };
  return (
    <section
      className="mm-side"
      aria-label={`${name}: playmat`}
      data-own-area={own ? '' : undefined}
    >
      <PlayerPanel
        name={name}
        active={G.activeSeat === seat}
        stats={[
          { label: 'Hand', value: zoneSize(piles.hand) },
          { label: 'Deck (energy)', value: deck },
        ]}
      >
        <Track
          label="Energy left"
          value={deck}
          max={zoneSize(piles.list)}
          tone={deck <= 5 ? 'bad' : 'good'}
        />
      </PlayerPanel>
      <div className="mm-mat">
        <div className="mm-navi">
          <CardFace {...faceOf(piles.navi, 'sm')} badges={naviBadges(piles.navi, live)} />
        </div>
        <div
          className="mm-gauge"
          role="group"
          aria-label={`Power gauge: ${power} of ${GAUGE_SIZE}, face down`}
        >
          {Array.from({ length: GAUGE_SIZE }, (_, i) => (
            <span
              key={i}
              className={`mm-slot${i < power ? ' mm-slot-full' : ''}`}
              aria-hidden="true"
            >
              {i + 1}
            </span>
          ))}
          <span className="mm-gauge-label" aria-hidden="true">
            Power {power}/{GAUGE_SIZE}
          </span>
        </div>
        <div
          className="mm-resources"
          role="group"
          aria-label={`Resources: ${piles.resources.length} of ${RESOURCE_PLACES} places`}
        >
          {Array.from({ length: RESOURCE_PLACES }, (_, i) => {
            const card = piles.resources[i];
            return card ? (
              <CardFace key={card} {...resourceInPlayFace(card)} travel={card} />
            ) : (
              <span key={`place-${i}`} className="mm-place">
                resource place
              </span>
            );
          })}
        </div>
        <Pile
          label="Discard"
          count={piles.discard.length}
          top={topDiscard ? { ...faceOf(topDiscard, 'sm'), travel: topDiscard } : undefined}
        />
      </div>
    </section>
  );
}
