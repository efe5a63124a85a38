import type { GameMeta } from '@gridplay/core';
import levelRatings from './level-ratings.json';

/** Lobby data for Light cycles. Imports nothing but types: the lobby bundles it. */
export const meta: GameMeta = {
  id: 'lightcycle',
  title: 'Light Cycles',
  description:
    'Tron: the board game. Choose a card in secret, race your cycle across the Grid, cut others off and grab flags. First to 15 wins.',
  minPlayers: 2,
  maxPlayers: 6,
  setupOptions: [
    {
      key: 'targetScore',
      label: 'Points to win',
      help: 'A player at or above this score, ahead of everyone, wins at the end of a round.',
      default: 15,
      min: 5,
      max: 30,
    },
    {
      key: 'roundLimit',
      label: 'Round limit',
      help: '0 = none. Otherwise the leader after this many rounds wins (a tie is a draw).',
      default: 0,
      min: 0,
      max: 200,
    },
  ],
  tutorialMinutes: 4,
  accent: '#2de2ff',
  art: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">
  <defs>
    <linearGradient id="lc-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#02060f"/><stop offset="1" stop-color="#081a2e"/></linearGradient>
    <filter id="lc-art-glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.6" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
  </defs>
  <rect width="160" height="100" fill="url(#lc-sky)"/>
  <g stroke="#12405c" stroke-width="0.6">
    ${Array.from({ length: 17 }, (_, i) => `<line x1="${i * 10}" y1="0" x2="${i * 10}" y2="100"/>`).join('')}
    ${Array.from({ length: 11 }, (_, i) => `<line x1="0" y1="${i * 10}" x2="160" y2="${i * 10}"/>`).join('')}
  </g>
  <g fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="3.2" filter="url(#lc-art-glow)">
    <polyline points="15,85 15,55 55,55 55,25 95,25" stroke="#2de2ff"/>
    <polyline points="145,15 145,45 105,45 105,75 75,75" stroke="#ff8a1f"/>
  </g>
  <g filter="url(#lc-art-glow)">
    <polygon points="95,20 103,25 95,30" fill="#bff6ff"/>
    <polygon points="75,70 67,75 75,80" fill="#ffd2a8"/>
  </g>
  <g filter="url(#lc-art-glow)">
    <line x1="125" y1="80" x2="125" y2="90" stroke="#ffe14d" stroke-width="1.2"/>
    <polygon points="125,80 133,83 125,86" fill="#ffe14d"/>
    <line x1="30" y1="10" x2="30" y2="20" stroke="#ffe14d" stroke-width="1.2"/>
    <polygon points="30,10 38,13 30,16" fill="#ffe14d"/>
  </g>
  <rect x="78" y="48" width="14" height="4" rx="1" fill="#ff3b5c" filter="url(#lc-art-glow)"/>
</svg>`,
  levelRatings,
};
