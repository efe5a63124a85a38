import type { GameMeta } from '@gridplay/core';
import levelRatings from './level-ratings.json';

export const meta: GameMeta = {
  id: 'liars-dice',
  title: "Liar's Dice",
  description: 'Bid on the dice under every cup, or call Dudo: the last player with dice wins.',
  minPlayers: 2,
  maxPlayers: 6,
  setupOptions: [
    {
      key: 'calza',
      label: 'Calza',
      help: 'Instead of bidding, claim the bid is exact: right, regain a die (up to 5); wrong, lose one.',
      default: false,
    },
    {
      key: 'palifico',
      label: 'Palifico',
      help: 'A player down to one die opens a round where 1s are not wild and the face may not change.',
      default: false,
    },
  ],
  accent: '#e0b04a',
  tutorialMinutes: 3,
  art: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">
  <rect width="160" height="100" fill="#141018"/>
  <path d="M22 78 L34 30 H70 L82 78 Z" fill="#5a2d1c" stroke="#e0b04a" stroke-width="2"/>
  <g stroke="#e0b04a" stroke-width="2" fill="#f4ead2">
    <rect x="92" y="56" width="24" height="24" rx="4"/>
    <rect x="122" y="50" width="24" height="24" rx="4" transform="rotate(12 134 62)"/>
    <rect x="100" y="26" width="24" height="24" rx="4" transform="rotate(-10 112 38)"/>
  </g>
  <g fill="#141018">
    <circle cx="104" cy="68" r="2.6"/>
    <circle cx="128" cy="56" r="2.6"/><circle cx="140" cy="68" r="2.6"/>
    <circle cx="106" cy="32" r="2.6"/><circle cx="112" cy="38" r="2.6"/><circle cx="118" cy="44" r="2.6"/>
  </g>
  <text x="52" y="94" fill="#e0b04a" font-family="sans-serif" font-size="11" text-anchor="middle">DUDO!</text>
</svg>`,
  levelRatings,
};
