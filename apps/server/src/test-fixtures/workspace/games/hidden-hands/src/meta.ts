import type { GameMeta } from '@gridplay/core';

export const meta: GameMeta = {
  id: 'hidden-hands',
  title: 'Hidden Hands',
  description: 'Play your three secret numbers; the highest total wins.',
  minPlayers: 2,
  maxPlayers: 3,
  seatNames: ['North', 'South', 'East'],
  setupOptions: [{ key: 'handSize', label: 'Cards in hand', default: 3, min: 1, max: 3 }],
  art: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#123"/></svg>',
  accent: '#3a7',
};
