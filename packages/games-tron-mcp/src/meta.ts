import type { GameMeta } from '@gridplay/core';
import levelRatings from './level-ratings.json';

/** Lobby data for Tron vs the MCP (no rules code: the lobby bundles this file). */
export const meta: GameMeta = {
  id: 'tron-mcp',
  title: 'Tron vs the MCP',
  description:
    'Two decks, one Grid: lead Tron’s programs to the Mesa before the MCP takes control.',
  minPlayers: 2,
  maxPlayers: 2,
  seatNames: ['Tron', 'MCP'],
  setupOptions: [],
  tutorialMinutes: 4,
  accent: '#35e0ff',
  art: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">
  <defs>
    <linearGradient id="tm-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#020611"/><stop offset="1" stop-color="#0a1c33"/></linearGradient>
    <radialGradient id="tm-mcp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffb347"/><stop offset="0.6" stop-color="#ff5a1f"/><stop offset="1" stop-color="#5a1200" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="160" height="100" fill="url(#tm-sky)"/>
  <g stroke="#35e0ff" stroke-opacity="0.35" stroke-width="0.6">
    <path d="M0 70 H160 M0 78 H160 M0 87 H160 M0 98 H160"/>
    <path d="M80 62 L20 100 M80 62 L50 100 M80 62 L80 100 M80 62 L110 100 M80 62 L140 100 M80 62 L0 88 M80 62 L160 88"/>
  </g>
  <circle cx="118" cy="34" r="24" fill="url(#tm-mcp)"/>
  <path d="M104 20 L132 20 L138 34 L132 48 L104 48 L98 34 Z" fill="none" stroke="#ffcf80" stroke-width="1.4"/>
  <path d="M108 30 H128 M108 36 H128 M112 42 H124" stroke="#ffcf80" stroke-width="1"/>
  <g transform="translate(30 22)">
    <rect x="0" y="0" width="30" height="42" rx="3" fill="#061426" stroke="#35e0ff" stroke-width="1.4"/>
    <circle cx="15" cy="14" r="6" fill="none" stroke="#35e0ff" stroke-width="1.4"/>
    <path d="M6 34 Q15 22 24 34" fill="none" stroke="#35e0ff" stroke-width="1.4"/>
    <circle cx="15" cy="14" r="2" fill="#bff6ff"/>
  </g>
  <g transform="translate(44 30) rotate(10)">
    <rect x="0" y="0" width="30" height="42" rx="3" fill="#061426" stroke="#9ff3ff" stroke-width="1.2" opacity="0.85"/>
    <path d="M7 10 H23 M7 16 H23 M7 22 H18" stroke="#9ff3ff" stroke-width="1"/>
  </g>
  <path d="M10 92 H70" stroke="#35e0ff" stroke-width="2"/>
  <path d="M150 84 H100" stroke="#ff7a2f" stroke-width="2"/>
</svg>`,
  levelRatings,
};
