import type { BoardProps } from 'boardgame.io/react';
import { isHidden, zoneSize } from '@gridplay/core';
import { LIMIT, valueOf } from '../cards';
import type { View } from '../state';

/** The pile with its total, each seat's hand size, and this seat's cards as buttons. */
export default function Board({ G: raw, ctx, playerID, moves, isActive }: BoardProps) {
  const G = raw as unknown as View;
  const hand = playerID !== null && playerID !== undefined ? G.hands[playerID] : undefined;
  const myTurn = isActive && ctx.currentPlayer === playerID && !ctx.gameover;
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        padding: 16,
        color: '#e8ecf4',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <svg
        viewBox="0 0 200 80"
        style={{ maxWidth: 420 }}
        role="img"
        aria-label={`Pile total ${G.total} of ${LIMIT}`}
      >
        <rect x="0" y="30" width="200" height="20" rx="10" fill="#1b2233" />
        <rect
          x="0"
          y="30"
          width={(200 * Math.min(G.total, LIMIT)) / LIMIT}
          height="20"
          rx="10"
          fill="#ffb400"
        />
        <text x="100" y="20" textAnchor="middle" fill="#e8ecf4" fontSize="16">
          Pile {G.total} / {LIMIT}
        </text>
      </svg>
      <p>Deck: {zoneSize(G.deck)} cards</p>
      <ul style={{ listStyle: 'none', padding: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {Object.entries(G.hands).map(([seat, cards]) => (
          <li key={seat}>
            Player {Number(seat) + 1}:{' '}
            {isHidden(cards) ? `${cards.size} hidden cards` : `${cards.length} cards`}
          </li>
        ))}
      </ul>
      {hand && !isHidden(hand) && (
        <div
          role="group"
          aria-label="Your hand"
          style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}
        >
          {hand.map((card) => (
            <button
              key={card}
              data-move="playCard"
              disabled={!myTurn}
              onClick={() => moves.playCard(card)}
              style={{
                width: 64,
                height: 90,
                fontSize: 28,
                borderRadius: 8,
                border: `2px solid ${myTurn ? '#ffb400' : '#3a4256'}`,
                background: '#1b2233',
                color: '#e8ecf4',
                cursor: myTurn ? 'pointer' : 'default',
              }}
            >
              {valueOf(card)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
