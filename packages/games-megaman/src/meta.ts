import type { GameMeta } from '@gridplay/core';
import { SHIPPED_DECKS } from './decks';
import { OWN_DECK } from './deck-choice';
import levelRatings from './level-ratings.json';

const deckChoice = (seat: number, fallback: string) => ({
  key: `deck${seat}`,
  label: `Player ${seat + 1}'s deck`,
  help: 'A demo deck (30 cards), a preconstructed deck (60), or let the player bring a deck at the table: any of those or a saved one of their own, which only they ever see.',
  default: fallback,
  choices: [
    ...SHIPPED_DECKS.map((deck) => ({ value: deck.key, label: deck.label })),
    { value: OWN_DECK, label: 'Chosen by the player at the table (their own deck stays secret)' },
  ],
});

const customList = (seat: number) => ({
  key: `list${seat}`,
  label: `Player ${seat + 1}'s own deck list (optional)`,
  help: 'One card a line or separated by ";", count first: "1 GutsMan; 4 Tornado; …". A NetNavi and 59 other cards, at most 4 of each. Replaces the demo deck. Whoever creates the match writes it; to keep a list to yourself, choose "Chosen by the player at the table" instead.',
  default: '',
});

/** A house rule against the first player's edge; off by default (the seed's rules). */
const firstPlayerSkipsFirstDraw = {
  key: 'firstPlayerSkipsFirstDraw',
  label: 'The first player skips the first draw',
  help: 'A variant: on the very first turn of the match the player who goes first powers up but draws no card. Off: the rule text, where the first player draws like every turn.',
  default: false,
};

export const meta: GameMeta = {
  id: 'megaman',
  title: 'MegaMan Trading Card Game',
  description:
    'NetNavis battle in the Network: power up, blast, play BattleChips and wear down the other deck.',
  minPlayers: 2,
  maxPlayers: 2,
  setupOptions: [
    deckChoice(0, 'gutsman'),
    deckChoice(1, 'torchman'),
    customList(0),
    customList(1),
    firstPlayerSkipsFirstDraw,
  ],
  tutorialMinutes: 5,
  tools: [
    {
      id: 'deck-builder',
      title: 'Deck builder',
      summary: 'Browse the cards, build and save your own decks, import and export lists.',
    },
  ],
  accent: '#3aa8ff',
  art: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">
  <rect width="160" height="100" fill="#0c1322"/>
  <g fill="none" stroke="#1e3556" stroke-width="1">
    <path d="M0 25h160M0 50h160M0 75h160M40 0v100M80 0v100M120 0v100"/>
  </g>
  <g stroke="#3aa8ff" stroke-width="2" fill="#14243d">
    <rect x="18" y="22" width="36" height="52" rx="4"/>
    <rect x="106" y="22" width="36" height="52" rx="4"/>
  </g>
  <circle cx="36" cy="44" r="9" fill="#3aa8ff"/>
  <circle cx="124" cy="44" r="9" fill="#ff7a2f"/>
  <path d="M58 48 L100 48" stroke="#ffd23f" stroke-width="3"/>
  <path d="M94 42 L102 48 L94 54" fill="none" stroke="#ffd23f" stroke-width="3"/>
  <g fill="#14243d" stroke="#ffd23f">
    <rect x="55" y="80" width="8" height="12"/><rect x="66" y="80" width="8" height="12"/>
    <rect x="77" y="80" width="8" height="12"/><rect x="88" y="80" width="8" height="12"/>
    <rect x="99" y="80" width="8" height="12"/>
  </g>
</svg>`,
  levelRatings,
};
