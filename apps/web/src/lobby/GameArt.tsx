import type { GameMeta } from '@gridplay/core';

/** The picture drawn for the game (its package's own SVG markup, trusted like its code). */
export function GameArt({ meta }: { meta: GameMeta }) {
  return (
    <div
      className="game-art"
      role="img"
      aria-label={`${meta.title} artwork`}
      dangerouslySetInnerHTML={{ __html: meta.art }}
    />
  );
}

export function playerCount(meta: GameMeta): string {
  return meta.minPlayers === meta.maxPlayers
    ? `${meta.minPlayers} players`
    : `${meta.minPlayers}–${meta.maxPlayers} players`;
}
