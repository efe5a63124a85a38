import type { GameMeta } from '@gridplay/core';
import levelRatings from './level-ratings.json';

/** Lobby data for Disc Battle. Imports nothing but types: the lobby bundles it. */
export const meta: GameMeta = {
  id: 'disc-battle',
  title: 'Disc Battle',
  description:
    'Grid Games: throw your disc across an open arena, bounce it off the walls, block, dodge and dive. Last program or team standing wins.',
  minPlayers: 2,
  maxPlayers: 6,
  tutorialMinutes: 3,
  seatNames: ['Tron', 'Sark', 'Ram', 'Yori', 'Crom', 'Rinzler'],
  setupOptions: [
    {
      key: 'holdLimit',
      label: 'Hold limit',
      help: 'How many action cards a program may hold for reactions.',
      default: 2,
      choices: [
        { value: 2, label: '2 cards' },
        { value: 3, label: '3 cards' },
      ],
    },
    {
      key: 'aimBack',
      label: 'Aim blocked discs back at their owner',
      help: 'Instead of rolling the Direction Die, a blocked or struck disc is aimed back at whoever threw it.',
      default: false,
    },
    {
      key: 'teams',
      label: 'Teams',
      help: 'Teams of 2–4 programs; seats alternate between teams around the table. Friendly fire is on.',
      default: 0,
      choices: [
        { value: 0, label: 'Every program for itself' },
        { value: 2, label: '2 teams (4–6 programs)' },
        { value: 3, label: '3 teams (6 programs)' },
      ],
    },
    {
      key: 'gridSize',
      label: 'Grid size',
      help: 'By player count: 24″ for 2–4 programs, 36″ for 5–6.',
      default: 0,
      choices: [
        { value: 0, label: 'By player count' },
        { value: 24, label: '24″ square' },
        { value: 36, label: '36″ square' },
      ],
    },
  ],
  accent: '#4df3ff',
  art: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">
  <defs>
    <filter id="db-art-glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="160" height="100" fill="#03070f"/>
  <rect x="20" y="6" width="120" height="88" fill="#07121f" stroke="#1f5a78" stroke-width="1.5"/>
  <g stroke="#0f2c40" stroke-width="0.5">
    ${Array.from({ length: 11 }, (_, i) => `<line x1="${20 + i * 12}" y1="6" x2="${20 + i * 12}" y2="94"/>`).join('')}
  </g>
  <polyline points="52,70 100,22 134,56 118,72" fill="none" stroke="#4df3ff" stroke-width="1.6" stroke-dasharray="4 3" filter="url(#db-art-glow)"/>
  <g filter="url(#db-art-glow)">
    <circle cx="44" cy="74" r="11" fill="#0a2633" stroke="#4df3ff" stroke-width="2"/>
    <circle cx="124" cy="76" r="11" fill="#33170a" stroke="#ff8a1f" stroke-width="2"/>
    <rect x="-3" y="-7" width="6" height="14" rx="1.5" fill="#bff9ff" transform="translate(118 72) rotate(-135)"/>
  </g>
</svg>`,
  levelRatings,
};
