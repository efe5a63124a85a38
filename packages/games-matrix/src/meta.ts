import type { GameMeta } from '@gridplay/core';
import levelRatings from './level-ratings.json';

export const meta: GameMeta = {
  id: 'matrix',
  title: 'The Matrix',
  description:
    'Humans against Machines: plug into the Matrix for missions while the Sentinels hunt the Nebuchadnezzar.',
  minPlayers: 2,
  maxPlayers: 2,
  seatNames: ['Humans', 'Machines'],
  setupOptions: [],
  accent: '#3dff7a',
  tutorialMinutes: 5,
  art: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">
  <rect width="160" height="100" fill="#10131c"/>
  <g stroke="#ffb400" stroke-width="2" fill="#1b2233">
    <rect x="50" y="40" width="34" height="48" rx="4" transform="rotate(-12 67 64)"/>
    <rect x="62" y="34" width="34" height="48" rx="4"/>
    <rect x="74" y="28" width="34" height="48" rx="4" transform="rotate(10 91 52)"/>
  </g>
  <text x="91" y="62" fill="#ffb400" font-family="sans-serif" font-size="18" text-anchor="middle">31</text>
</svg>`,
  levelRatings,
};
