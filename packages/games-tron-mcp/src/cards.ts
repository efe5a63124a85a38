/**
 * The two decks, exactly as the card tables at the end of the rule text list them (RULINGS §1:
 * the tables are complete). Tron's deck: 71 cards; the MCP's deck: 43. Effects are named here,
 * beside their cards, and carried out in `effects.ts`.
 */
import { expandDeck, indexTable, type CardDefinition } from '@gridplay/core';

export type TronKind = 'program' | 'skill' | 'escape' | 'activation' | 'transport' | 'subroutine';
export type McpKind = 'control' | 'game' | 'security' | 'subroutine';
export type CardKind = TronKind | McpKind;

/** What a card does beyond its kind, each carried out in `effects.ts`. */
export type Effect =
  | 'skillBonus' // Tron: every Skill card committed counts +1 while Tron is in play
  | 'user' // Flynn: needs a Matter Transform Sequence discarded with him
  | 'drawOnDerez' // Ram: Tron draws 1 when Ram is derezzed
  | 'peekOnDownload' // Clu: enters Rogue; Tron sees the MCP's hand
  | 'drawTwoOnDownload' // Yori: Tron draws 2; may enter Rogue if Tron is at Rogue
  | 'search' // Location Query
  | 'matterTransform' // Matter Transform Sequence: only with Flynn's download
  | 'reshuffle' // Bit, Null Unit
  | 'drawTwo' // Pool of Pure Power, Command Carrier, Dead Zone Conscripts
  | 'preventDerez' // Re-Energize (X response)
  | 'randomDiscardTwo' // Inoperative Data Systems, Bugs in the System, End of Line
  | 'progressReport' // the MCP sees his next 10 deck cards
  | 'peekHand' // Logic Probe
  | 'disorient'; // Transport Disorientation (X response): the Game card gets +1

export interface CardDef extends CardDefinition {
  readonly side: 'tron' | 'mcp';
  readonly kind: CardKind;
  /** Power level of Skill, Game and Security cards. */
  readonly power?: number;
  /** U: only while Flynn (a User) is in play. */
  readonly needsUser?: boolean;
  /** X: only in its response window, never in the Sub-Routine phase. */
  readonly response?: boolean;
  /** Only in this phase (Divert Beam, User Sacrifice, Deflector Shields, Giant Sark). */
  readonly onlyIn?: 'fileTransfer' | 'programDelete';
  readonly effect?: Effect;
  /** The card's text in our own words. */
  readonly text: string;
}

const program = (id: string, name: string, effect: Effect, text: string): CardDef => ({
  id,
  name,
  copies: 2,
  side: 'tron',
  kind: 'program',
  effect,
  text,
});
const skill = (id: string, name: string, power: number): CardDef => ({
  id,
  name,
  copies: 5,
  side: 'tron',
  kind: 'skill',
  power,
  text: `Skill, power ${power}.`,
});
const tronStatus =
  (kind: 'escape' | 'activation' | 'transport', to: string) =>
  (id: string, name: string): CardDef => ({
    id,
    name,
    copies: 1,
    side: 'tron',
    kind,
    text: `${to}`,
  });
const escape = tronStatus('escape', 'All Game Grid programs go Rogue.');
const activation = tronStatus('activation', 'All Rogue programs become Activated.');
const transport = tronStatus('transport', 'All Activated programs reach the Mesa.');

export const TRON_CARDS: readonly CardDef[] = [
  program(
    'tron',
    'Tron',
    'skillBonus',
    'While Tron is in play, every Skill card you commit counts +1.',
  ),
  program(
    'flynn',
    'Flynn',
    'user',
    'A User. Download only by also discarding a Matter Transform Sequence.',
  ),
  program('ram', 'Ram', 'drawOnDerez', 'When Ram is derezzed, draw 1 card.'),
  program('clu', 'Clu', 'peekOnDownload', 'Enters Rogue. When downloaded, look at the MCP’s hand.'),
  program(
    'yori',
    'Yori',
    'drawTwoOnDownload',
    'When downloaded, draw 2 cards. May enter Rogue if Tron is Rogue.',
  ),
  skill('timing', 'Timing', 1),
  skill('balance', 'Balance', 2),
  skill('aim', 'Aim', 3),
  skill('speed', 'Speed', 4),
  skill('coordination', 'Coordination', 5),
  skill('reflexes', 'Reflexes', 6),
  {
    id: 'divert-beam',
    name: 'Divert Beam',
    copies: 1,
    side: 'tron',
    kind: 'skill',
    power: 3,
    needsUser: true,
    onlyIn: 'fileTransfer',
    text: 'Skill, power 3. Needs Flynn. Only in the File Transfer phase.',
  },
  {
    id: 'user-sacrifice',
    name: 'User Sacrifice',
    copies: 1,
    side: 'tron',
    kind: 'skill',
    power: 7,
    needsUser: true,
    onlyIn: 'programDelete',
    text: 'Skill, power 7. Needs Flynn. Only in the Program Delete phase.',
  },
  {
    id: 'reassemble-recognizer',
    name: 'Reassemble Recognizer',
    copies: 1,
    side: 'tron',
    kind: 'transport',
    needsUser: true,
    text: 'All Activated programs reach the Mesa. Needs Flynn.',
  },
  transport('light-cycles-transport', 'Light Cycles'),
  transport('reach-io-tower', 'Reach I/O Tower'),
  transport('solar-sailor', 'Solar Sailor'),
  transport('steal-simulation', 'Steal Simulation'),
  transport('captive-aboard-carrier', 'Captive aboard Carrier'),
  transport('game-tank', 'Game Tank'),
  activation('alan-1', 'Alan-1'),
  activation('break-in', 'Break In'),
  activation('password', 'Password'),
  activation('forge-group-6-access', 'Forge Group 6 Access'),
  activation('hacking', 'Hacking'),
  activation('code-disc', 'Code Disc'),
  activation('dumont', 'Dumont the Tower Guardian'),
  escape('escape-game-grid', 'Escape Game Grid'),
  escape('illegal-exit', 'Illegal Exit'),
  escape('lose-visual-contact', 'Lose Visual Contact'),
  escape('renegade-programs', 'Renegade Programs'),
  escape('reach-the-canyons', 'Reach the Canyons'),
  escape('breach-arena-wall', 'Breach Arena Wall'),
  escape('minus-one-tank', 'Minus One Tank'),
  {
    id: 'location-query',
    name: 'Location Query',
    copies: 1,
    side: 'tron',
    kind: 'subroutine',
    effect: 'search',
    text: 'Take any card from your deck into your hand, then shuffle.',
  },
  {
    id: 'matter-transform-sequence',
    name: 'Matter Transform Sequence',
    copies: 2,
    side: 'tron',
    kind: 'subroutine',
    effect: 'matterTransform',
    text: 'Discard it with Flynn to download him (Program Execute phase).',
  },
  {
    id: 'bit',
    name: 'Bit',
    copies: 1,
    side: 'tron',
    kind: 'subroutine',
    effect: 'reshuffle',
    text: 'Shuffle your discard into your deck.',
  },
  {
    id: 'pool-of-pure-power',
    name: 'Pool of Pure Power',
    copies: 1,
    side: 'tron',
    kind: 'subroutine',
    effect: 'drawTwo',
    text: 'Draw 2 cards.',
  },
  {
    id: 're-energize',
    name: 'Re-Energize',
    copies: 1,
    side: 'tron',
    kind: 'subroutine',
    response: true,
    needsUser: true,
    effect: 'preventDerez',
    text: 'Response: the program about to be derezzed stays in play. Needs Flynn.',
  },
  {
    id: 'inoperative-data-systems',
    name: 'Inoperative Data Systems',
    copies: 1,
    side: 'tron',
    kind: 'subroutine',
    effect: 'randomDiscardTwo',
    text: 'The MCP discards 2 cards at random.',
  },
  {
    id: 'bugs-in-the-system',
    name: 'Bugs in the System',
    copies: 1,
    side: 'tron',
    kind: 'subroutine',
    effect: 'randomDiscardTwo',
    text: 'The MCP discards 2 cards at random.',
  },
];

const game = (id: string, name: string, power: number): CardDef => ({
  id,
  name,
  copies: 1,
  side: 'mcp',
  kind: 'game',
  power,
  text: `Game, power ${power}: derezzes a Game Grid program.`,
});
const security = (
  id: string,
  name: string,
  copies: number,
  power: number,
  onlyIn?: 'programDelete',
): CardDef => ({
  id,
  name,
  copies,
  side: 'mcp',
  kind: 'security',
  power,
  ...(onlyIn ? { onlyIn } : {}),
  text: `Security, power ${power}: derezzes a program off the Game Grid.${onlyIn ? ' Only in the Program Delete phase.' : ''}`,
});
const control = (id: string, name: string): CardDef => ({
  id,
  name,
  copies: 1,
  side: 'mcp',
  kind: 'control',
  text: 'Control. The MCP wins when all 10 are in play.',
});

export const MCP_CARDS: readonly CardDef[] = [
  game('cesta', 'Cesta', 1),
  game('discs', 'Discs', 2),
  game('vice-blasters', 'Vice Blasters', 3),
  game('space-paranoids', 'Space Paranoids', 4),
  game('light-cycles', 'Light Cycles', 5),
  game('warrior-elite', 'Warrior Elite', 6),
  security('guards', 'Guards', 4, 1),
  security('grid-bugs', 'Grid Bugs', 2, 2),
  security('recognizers', 'Recognizers', 4, 3),
  security('sector-search', 'Sector Search', 3, 4),
  security('tank-pursuit-force', 'Tank Pursuit Force', 3, 5),
  security('sark', 'Sark', 2, 6),
  security('deflector-shields', 'Deflector Shields', 1, 7, 'programDelete'),
  security('giant-sark', 'Giant Sark', 1, 7, 'programDelete'),
  control('appropriate-outside-systems', 'Appropriate Outside Systems'),
  control('chinese-language-files', 'Chinese Language Files'),
  control('access-the-pentagon', 'Access the Pentagon'),
  control('access-the-kremlin', 'Access the Kremlin'),
  control('shutdown-group-7-access', 'Shutdown Group 7 Access'),
  control('renounce-belief', 'Renounce Belief in the Users'),
  control('assimilate-useful-programs', 'Assimilate Useful Programs'),
  control('blackmail-dillinger', 'Blackmail Dillinger'),
  control('control-incom', 'Control INCOM'),
  control('increase-intelligence', 'Increase Intelligence'),
  {
    id: 'command-carrier',
    name: 'Command Carrier',
    copies: 1,
    side: 'mcp',
    kind: 'subroutine',
    effect: 'drawTwo',
    text: 'Draw 2 cards.',
  },
  {
    id: 'dead-zone-conscripts',
    name: 'Dead Zone Conscripts',
    copies: 1,
    side: 'mcp',
    kind: 'subroutine',
    effect: 'drawTwo',
    text: 'Draw 2 cards.',
  },
  {
    id: 'progress-report',
    name: 'Progress Report',
    copies: 1,
    side: 'mcp',
    kind: 'subroutine',
    effect: 'progressReport',
    text: 'Look at the next 10 cards of your deck, order kept.',
  },
  {
    id: 'end-of-line',
    name: 'End of Line',
    copies: 1,
    side: 'mcp',
    kind: 'subroutine',
    effect: 'randomDiscardTwo',
    text: 'Tron discards 2 cards at random.',
  },
  {
    id: 'null-unit',
    name: 'Null Unit',
    copies: 1,
    side: 'mcp',
    kind: 'subroutine',
    effect: 'reshuffle',
    text: 'Shuffle your discard into your deck.',
  },
  {
    id: 'logic-probe',
    name: 'Logic Probe',
    copies: 1,
    side: 'mcp',
    kind: 'subroutine',
    effect: 'peekHand',
    text: 'Look at Tron’s hand.',
  },
  {
    id: 'transport-disorientation',
    name: 'Transport Disorientation',
    copies: 1,
    side: 'mcp',
    kind: 'subroutine',
    response: true,
    effect: 'disorient',
    text: 'Response, in a Game card’s counter window: the Game card gets +1 power.',
  },
];

const tronDef = indexTable(TRON_CARDS);
const mcpDef = indexTable(MCP_CARDS);

/**
 * Every card instance of both decks (`tron:aim#3`) and every design (`tron:aim`), looked up
 * directly: the bots ask for thousands of definitions per search, and the table lookup by
 * design id first cuts the id apart.
 */
const defOfInstance = new Map<string, CardDef>([
  ...expandDeck(TRON_CARDS, 'tron').map((card) => [card.id, tronDef(card.def)] as const),
  ...expandDeck(MCP_CARDS, 'mcp').map((card) => [card.id, mcpDef(card.def)] as const),
  ...TRON_CARDS.map((row) => [`tron:${row.id}`, row] as const),
  ...MCP_CARDS.map((row) => [`mcp:${row.id}`, row] as const),
]);

/** The definition of a card instance id (`tron:aim#3`, `mcp:sark#1`). */
export function cardDef(cardId: string): CardDef {
  return (
    defOfInstance.get(cardId) ?? (cardId.startsWith('tron:') ? tronDef(cardId) : mcpDef(cardId))
  );
}

export const cardName = (cardId: string): string => cardDef(cardId).name;

/** The definition of a card design (`ram`) from the same deck as `card` (`tron:location-query#1`). */
export const designDef = (card: string, design: string): CardDef =>
  cardDef(`${card.split(':')[0]}:${design}`);

/** Fresh, unshuffled decks with stable instance ids. */
export function tronDeck(): string[] {
  return expandDeck(TRON_CARDS, 'tron').map((card) => card.id);
}
export function mcpDeck(): string[] {
  return expandDeck(MCP_CARDS, 'mcp').map((card) => card.id);
}
