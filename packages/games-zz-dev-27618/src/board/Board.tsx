import { useRef } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { isHidden, seatName, zoneSize } from '@gridplay/core';
import { Hand, Pile, PlayerPanel, TableStyles, Track, useTravel } from '@gridplay/core/table';
import { LIMIT, valueOf } from '../cards';
import { meta } from '../meta';
import type { View } from '../state';

const faceOf = (card: string) => ({
  title: String(valueOf(card)),
  corner: String(valueOf(card)),
  size: 'sm' as const,
});

/**
 * The table from core's pieces: a panel per seat, the deck and the pile, the pile's total on a
 * track to the limit, and this seat's hand, whose cards are the `playCard` buttons. It only draws
 * and submits moves; the rules decide.
 */
export default function Board({ G: raw, ctx, playerID, moves, isActive, log }: BoardProps) {
  const G = raw as unknown as View;
  const table = useRef<HTMLDivElement>(null);
  // Cards glide from the hand to the pile (`data-travel` carries the card id).
  useTravel(table, log?.length);
  const hand = playerID !== null && playerID !== undefined ? G.hands[playerID] : undefined;
  const myTurn = isActive && ctx.currentPlayer === playerID && !ctx.gameover;
  const top = G.pile.at(-1);
  return (
    <div ref={table} style={{ display: 'grid', gap: 16, padding: 16 }}>
      <TableStyles />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {ctx.playOrder.map((seat) => (
          <PlayerPanel
            key={seat}
            name={seatName(meta, seat)}
            active={ctx.currentPlayer === seat && !ctx.gameover}
            stats={[{ label: 'cards', value: zoneSize(G.hands[seat] ?? []) }]}
          />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-end' }}>
        <Pile label="Deck" count={zoneSize(G.deck)} faceDown />
        <Pile
          label="Pile"
          count={G.pile.length}
          top={top ? { ...faceOf(top), travel: top } : undefined}
        />
      </div>
      <Track
        label="Pile total"
        value={G.total}
        max={LIMIT}
        tone={G.total >= LIMIT - 5 ? 'bad' : 'neutral'}
      />
      {hand && !isHidden(hand) && (
        <Hand
          label="Your hand"
          cards={hand.map((card) => ({
            id: card,
            face: {
              ...faceOf(card),
              size: 'md',
              dataMove: 'playCard',
              onClick: () => moves.playCard(card),
            },
            playable: myTurn,
            reason: myTurn ? undefined : 'Wait for your turn.',
          }))}
        />
      )}
    </div>
  );
}
