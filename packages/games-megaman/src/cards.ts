/**
 * The card pool: NetNavis, Resources, Events and BattleChips, in our own words. Each card's
 * requirements, destiny number, colour and emblem are printed here, and its effect sits beside
 * it. The six cards of the rule text's example of play are here (Asking for It, Rich Kid, Big
 * Trouble, Show No Mercy, Tornado, Rival) with their example behaviour and our own text.
 */
import { indexTable, defIdOf, type CardDefinition, type Randomness } from '@gridplay/core';
import {
  burnPower,
  cancelBlastDestiny,
  cancelChip,
  discardAtRandom,
  drawCards,
  loseEnergy,
  modify,
  recharge,
} from './effects';
import { opponentOf, type MegaManState, type Seat } from './state';

export const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];
export const EMBLEMS = ['GutsMan', 'TorchMan', 'MegaMan'] as const;
export type Emblem = (typeof EMBLEMS)[number];
export type CardKind = 'navi' | 'resource' | 'event' | 'chip';

export const KIND_LABEL: Record<CardKind, string> = {
  navi: 'NetNavi',
  resource: 'Resource',
  event: 'Event',
  chip: 'BattleChip',
};

/** What must be in play before a card may be played (nothing is used up). */
export interface Requirements {
  /** Cards in the power gauge ("power gauge lights"). */
  power?: number;
  /** Resources in play of each colour ("triangles"). */
  colours?: Partial<Record<Colour, number>>;
  /** Cards in play with each large emblem (NetNavi and resources; "small emblems"). */
  emblems?: Partial<Record<Emblem, number>>;
}

/** Something that just completed, which a "whenever" may answer. */
export type HappeningKind = 'chip' | 'event' | 'spend' | 'blast' | 'cancel' | 'recharge';
export interface Happening {
  kind: HappeningKind;
  seat: Seat;
}

export interface EffectContext {
  G: MegaManState;
  /** Who plays or spends the card. */
  seat: Seat;
  random: Randomness;
  /** The card chosen for the effect's cost or target (a hand card, a resource in play). */
  choice?: string;
  /** Report what happened, for the "whenever" triggers that run once the card has completed. */
  happen: (kind: HappeningKind) => void;
}

export interface Whenever {
  /** The happening it answers, and whose: `mine` = this card's owner did it. */
  on: HappeningKind;
  by: 'mine' | 'opponent';
  effect: (context: Omit<EffectContext, 'choice'>) => void;
}

export interface CardDef extends CardDefinition {
  readonly kind: CardKind;
  readonly subtitle?: string;
  /** The number used for destiny (cuts and blasts); a NetNavi has none (0). */
  readonly destiny: number;
  readonly colour: Colour | null;
  /** The large emblem, counted for other cards' emblem requirements while in play. */
  readonly emblem?: Emblem;
  readonly needs: Requirements;
  /** The card's text, in our own words. */
  readonly text: string;
  readonly netOp?: boolean;
  /** NetNavi figures. */
  readonly strength?: number;
  readonly defense?: number;
  readonly blast?: number;
  /** Events and BattleChips: on play; Resources: the SPEND effect. */
  readonly effect?: (context: EffectContext) => void;
  /** A choice the effect needs: a card to discard from hand, or an opponent's resource. */
  readonly choice?: 'handCard' | 'opponentResource' | 'ownResource';
  /** Why the effect cannot be used now (beyond requirements), or undefined. */
  readonly usable?: (G: MegaManState | ReadonlyState, seat: Seat) => string | undefined;
  readonly whenever?: Whenever;
}

/** The parts of the state `usable` reads: public facts and sizes only. */
export interface ReadonlyState {
  activeSeat: Seat;
  main: MegaManState['main'];
  seats: Record<Seat, { gauge: unknown; discard: string[]; resources: string[] }>;
}

const size = (zone: unknown) =>
  Array.isArray(zone) ? zone.length : (zone as { size: number }).size;

// ---- conditions shared by several cards -----------------------------------------------------

const hasPower = (G: ReadonlyState, seat: Seat) =>
  size(G.seats[seat].gauge) > 0 ? undefined : 'You have no power to burn.';

const opponentBlastedColour = (colour: Colour | null) => (G: ReadonlyState, seat: Seat) => {
  const blast = G.main.blast;
  if (!blast?.chosen || seat === blastOwner(G))
    return 'There is no opponent blast destiny to cancel.';
  if (blast.canceled) return 'That blast destiny is already canceled.';
  if (colour && cardDef(blast.chosen).colour !== colour)
    return `The blast destiny is not ${colour}.`;
  return undefined;
};

/** Only the active player blasts: a blast this main phase is theirs. */
const blastOwner = (G: ReadonlyState): Seat | null => (G.main.blast ? G.activeSeat : null);

const ownBlastStands = (G: ReadonlyState, seat: Seat) => {
  const blast = G.main.blast;
  if (!blast?.chosen || blastOwner(G) !== seat) return 'Play this only after you blast.';
  if (blast.canceled) return 'Your blast destiny was canceled.';
  return undefined;
};

const opponentChipStands = (G: ReadonlyState, seat: Seat) => {
  const chip = G.main.chip[opponentOf(seat)];
  if (!chip) return 'Your opponent has played no BattleChip this main phase.';
  if (chip.canceled) return "Your opponent's BattleChip is already canceled.";
  return undefined;
};

const opponentHasResource = (G: ReadonlyState, seat: Seat) =>
  G.seats[opponentOf(seat)].resources.length > 0
    ? undefined
    : 'Your opponent has no resource in play.';

const canRecharge = (G: ReadonlyState, seat: Seat) =>
  G.seats[seat].discard.length > 0 ? undefined : 'Your discard pile is empty: nothing to recharge.';

const both =
  (...checks: Array<(G: ReadonlyState, seat: Seat) => string | undefined>) =>
  (G: ReadonlyState, seat: Seat) => {
    for (const check of checks) {
      const problem = check(G, seat);
      if (problem) return problem;
    }
    return undefined;
  };

// ---- the pool -------------------------------------------------------------------------------

const navi = (def: Omit<CardDef, 'kind' | 'copies' | 'destiny' | 'colour' | 'needs'>): CardDef => ({
  ...def,
  kind: 'navi',
  copies: 1,
  destiny: 0,
  colour: null,
  needs: {},
});

type Printed = Omit<CardDef, 'copies'>;
const card = (def: Printed): CardDef => ({ ...def, copies: 4 });

export const CARDS: readonly CardDef[] = [
  // NetNavis
  navi({
    id: 'gutsman',
    name: 'GutsMan',
    emblem: 'GutsMan',
    strength: 3,
    defense: 2,
    blast: 3,
    text: 'Whenever you play a BattleChip, your opponent throws away a card from their hand, picked at random.',
    whenever: {
      on: 'chip',
      by: 'mine',
      effect: ({ G, seat, random }) => void discardAtRandom(G, opponentOf(seat), random),
    },
  }),
  navi({
    id: 'torchman',
    name: 'TorchMan',
    emblem: 'TorchMan',
    strength: 4,
    defense: 2,
    blast: 3,
    text: 'Whenever you cancel something, your opponent loses 1 energy.',
    whenever: {
      on: 'cancel',
      by: 'mine',
      effect: ({ G, seat }) => void loseEnergy(G, opponentOf(seat), 1),
    },
  }),
  navi({
    id: 'megaman',
    name: 'MegaMan',
    emblem: 'MegaMan',
    strength: 2,
    defense: 2,
    blast: 2,
    text: 'Whenever you recharge, your NetNavi is defense +1 until end of turn.',
    whenever: {
      on: 'recharge',
      by: 'mine',
      effect: ({ G, seat }) => modify(G, seat, 'defense', 1, 'megaman'),
    },
  }),

  // Resources (the example of play's four, then the rest)
  card({
    id: 'rich-kid',
    name: 'Rich Kid',
    kind: 'resource',
    destiny: 1,
    colour: 'green',
    needs: {},
    netOp: true,
    text: 'NetOp. SPEND: Burn a power to recharge 2 energy.',
    usable: both(hasPower, canRecharge),
    effect: ({ G, seat, random, happen }) => {
      burnPower(G, seat);
      if (recharge(G, seat, 2, random) > 0) happen('recharge');
    },
  }),
  card({
    id: 'big-trouble',
    name: 'Big Trouble',
    kind: 'resource',
    destiny: 2,
    colour: 'red',
    emblem: 'GutsMan',
    needs: { emblems: { GutsMan: 1 } },
    text: 'SPEND: Until end of turn your NetNavi needs one card fewer to blast (blast -1).',
    usable: (G, seat) =>
      G.main.blast && blastOwner(G) === seat ? 'You have already blasted.' : undefined,
    effect: ({ G, seat }) => modify(G, seat, 'blast', -1, 'big-trouble'),
  }),
  card({
    id: 'show-no-mercy',
    name: 'Show No Mercy',
    kind: 'resource',
    destiny: 3,
    colour: 'red',
    emblem: 'TorchMan',
    needs: { emblems: { TorchMan: 1 } },
    text: 'SPEND: Throw away a card from your hand: a red blast destiny of your opponent is canceled.',
    choice: 'handCard',
    usable: opponentBlastedColour('red'),
    effect: ({ G, seat, choice, happen }) => {
      discardFrom(G, seat, choice!);
      cancelBlastDestiny(G);
      happen('cancel');
    },
  }),
  card({
    id: 'rival',
    name: 'Rival',
    kind: 'resource',
    destiny: 2,
    colour: 'blue',
    needs: {},
    text: 'SPEND: Your NetNavi is defense +1 until end of turn.',
    effect: ({ G, seat }) => modify(G, seat, 'defense', 1, 'rival'),
  }),
  card({
    id: 'rio-netbattler',
    name: 'Rio',
    subtitle: 'NetBattler',
    kind: 'resource',
    destiny: 1,
    colour: 'blue',
    needs: { power: 2 },
    netOp: true,
    text: 'NetOp. SPEND: Your NetNavi is defense +2 until end of turn.',
    effect: ({ G, seat }) => modify(G, seat, 'defense', 2, 'rio-netbattler'),
  }),
  card({
    id: 'rio-student',
    name: 'Rio',
    subtitle: 'Student',
    kind: 'resource',
    destiny: 2,
    colour: 'green',
    needs: {},
    netOp: true,
    text: 'NetOp. SPEND: Draw a card.',
    effect: ({ G, seat }) => void drawCards(G, seat, 1),
  }),
  card({
    id: 'ember-fan',
    name: 'Ember Fan',
    kind: 'resource',
    destiny: 3,
    colour: 'red',
    needs: { power: 3 },
    text: 'SPEND: Your NetNavi is strength +2 until end of turn.',
    effect: ({ G, seat }) => modify(G, seat, 'strength', 2, 'ember-fan'),
  }),
  card({
    id: 'hot-streak',
    name: 'Hot Streak',
    kind: 'resource',
    destiny: 2,
    colour: 'red',
    needs: { power: 1 },
    text: 'Whenever you blast, your NetNavi is strength +1 until end of turn.',
    whenever: {
      on: 'blast',
      by: 'mine',
      effect: ({ G, seat }) => modify(G, seat, 'strength', 1, 'hot-streak'),
    },
  }),
  card({
    id: 'watchful-firewall',
    name: 'Watchful Firewall',
    kind: 'resource',
    destiny: 3,
    colour: 'blue',
    needs: { power: 2 },
    text: 'Whenever your opponent plays a BattleChip, your NetNavi is defense +1 until end of turn.',
    whenever: {
      on: 'chip',
      by: 'opponent',
      effect: ({ G, seat }) => modify(G, seat, 'defense', 1, 'watchful-firewall'),
    },
  }),
  card({
    id: 'scrap-yard',
    name: 'Scrap Yard',
    kind: 'resource',
    destiny: 1,
    colour: 'yellow',
    needs: { power: 1 },
    text: 'SPEND: Your opponent throws away a card from their hand, picked at random.',
    effect: ({ G, seat, random }) => void discardAtRandom(G, opponentOf(seat), random),
  }),

  // Events
  card({
    id: 'asking-for-it',
    name: 'Asking for It',
    kind: 'event',
    destiny: 2,
    colour: 'yellow',
    needs: { power: 1 },
    text: 'Your opponent takes 2 cards from their deck into their hand.',
    effect: ({ G, seat }) => void drawCards(G, opponentOf(seat), 2),
  }),
  card({
    id: 'overclock',
    name: 'Overclock',
    kind: 'event',
    destiny: 3,
    colour: 'red',
    needs: { colours: { red: 1 } },
    text: 'Play after you blast this main phase: your blast destiny counts 1 more.',
    usable: ownBlastStands,
    // Tied to the blast: canceling the blast destiny removes this too.
    effect: ({ G, seat }) => modify(G, seat, 'strength', 1, 'blast'),
  }),
  card({
    id: 'patch-up',
    name: 'Patch Up',
    kind: 'event',
    destiny: 1,
    colour: 'green',
    needs: { colours: { green: 1 } },
    text: 'Recharge 2 energy.',
    usable: canRecharge,
    effect: ({ G, seat, random, happen }) => {
      if (recharge(G, seat, 2, random) > 0) happen('recharge');
    },
  }),
  card({
    id: 'short-circuit',
    name: 'Short Circuit',
    kind: 'event',
    destiny: 4,
    colour: 'yellow',
    needs: { power: 2 },
    text: "Your opponent's BattleChip of this main phase is canceled.",
    usable: opponentChipStands,
    effect: ({ G, seat, happen }) => {
      cancelChip(G, opponentOf(seat));
      happen('cancel');
    },
  }),
  card({
    id: 'data-burn',
    name: 'Data Burn',
    kind: 'event',
    destiny: 2,
    colour: 'red',
    needs: { power: 2, colours: { red: 1 } },
    text: 'Your opponent burns a power.',
    usable: (G, seat) =>
      size(G.seats[opponentOf(seat)].gauge) > 0 ? undefined : 'Your opponent has no power.',
    effect: ({ G, seat }) => void burnPower(G, opponentOf(seat)),
  }),
  card({
    id: 'clean-sweep',
    name: 'Clean Sweep',
    kind: 'event',
    destiny: 3,
    colour: 'blue',
    needs: { power: 3, colours: { blue: 1 } },
    text: "Destroy one of your opponent's resources in play.",
    choice: 'opponentResource',
    usable: opponentHasResource,
    effect: ({ G, seat, choice }) => destroy(G, opponentOf(seat), choice!),
  }),
  card({
    id: 'quick-thinking',
    name: 'Quick Thinking',
    kind: 'event',
    destiny: 4,
    colour: 'green',
    needs: { power: 4 },
    text: 'Draw 2 cards.',
    effect: ({ G, seat }) => void drawCards(G, seat, 2),
  }),

  card({
    id: 'all-in',
    name: 'All In',
    kind: 'event',
    destiny: 1,
    colour: 'red',
    needs: { power: 1 },
    text: 'Spend one of your resources for no effect: your NetNavi is strength +3 until end of turn.',
    choice: 'ownResource',
    usable: (G, seat) =>
      G.seats[seat].resources.length > 0 ? undefined : 'You have no resource in play to spend.',
    effect: ({ G, seat, choice }) => {
      spendForNoEffect(G, seat, choice!);
      modify(G, seat, 'strength', 3, 'all-in');
    },
  }),

  // BattleChips
  card({
    id: 'tornado',
    name: 'Tornado',
    kind: 'chip',
    destiny: 3,
    colour: 'green',
    needs: { emblems: { GutsMan: 1 } },
    text: "Your NetNavi is strength +1 for every card in your opponent's hand.",
    effect: ({ G, seat }) =>
      modify(G, seat, 'strength', G.seats[opponentOf(seat)].hand.length, chipOf(G, seat)),
  }),
  card({
    id: 'cannon',
    name: 'Cannon',
    kind: 'chip',
    destiny: 1,
    colour: 'red',
    needs: {},
    text: 'Your NetNavi is strength +2.',
    effect: ({ G, seat }) => modify(G, seat, 'strength', 2, chipOf(G, seat)),
  }),
  card({
    id: 'heat-shot',
    name: 'Heat Shot',
    kind: 'chip',
    destiny: 2,
    colour: 'red',
    needs: { colours: { red: 1 }, emblems: { TorchMan: 1 } },
    text: 'Your NetNavi is strength +3.',
    effect: ({ G, seat }) => modify(G, seat, 'strength', 3, chipOf(G, seat)),
  }),
  card({
    id: 'guts-punch',
    name: 'Guts Punch',
    kind: 'chip',
    destiny: 4,
    colour: 'red',
    needs: { colours: { red: 1 }, emblems: { GutsMan: 2 } },
    text: 'Your NetNavi is strength +4.',
    effect: ({ G, seat }) => modify(G, seat, 'strength', 4, chipOf(G, seat)),
  }),
  card({
    id: 'fire-ring',
    name: 'Fire Ring',
    kind: 'chip',
    destiny: 3,
    colour: 'red',
    needs: { emblems: { TorchMan: 1 } },
    text: 'Your NetNavi is strength +2 and defense +1.',
    effect: ({ G, seat }) => {
      modify(G, seat, 'strength', 2, chipOf(G, seat));
      modify(G, seat, 'defense', 1, chipOf(G, seat));
    },
  }),
  card({
    id: 'barrier',
    name: 'Barrier',
    kind: 'chip',
    destiny: 2,
    colour: 'blue',
    needs: {},
    text: 'Your NetNavi is defense +2.',
    effect: ({ G, seat }) => modify(G, seat, 'defense', 2, chipOf(G, seat)),
  }),
  card({
    id: 'aura-wall',
    name: 'Aura Wall',
    kind: 'chip',
    destiny: 4,
    colour: 'blue',
    needs: { colours: { blue: 2 } },
    text: 'Your NetNavi is defense +3.',
    effect: ({ G, seat }) => modify(G, seat, 'defense', 3, chipOf(G, seat)),
  }),
  card({
    id: 'rock-arm',
    name: 'Rock Arm',
    kind: 'chip',
    destiny: 1,
    colour: 'yellow',
    needs: { emblems: { GutsMan: 1 } },
    text: "Your opponent's NetNavi is defense -2.",
    effect: ({ G, seat }) => modify(G, opponentOf(seat), 'defense', -2, chipOf(G, seat)),
  }),
];

/** The BattleChip `seat` has in play this main phase (its modifiers carry its id). */
function chipOf(G: MegaManState, seat: Seat): string {
  return G.main.chip[seat]?.card ?? 'chip';
}

function discardFrom(G: MegaManState, seat: Seat, card: string): void {
  const { hand, discard } = G.seats[seat];
  const index = hand.indexOf(card);
  if (index !== -1) discard.push(...hand.splice(index, 1));
}

/** Spend a resource for no effect: to the discard without using its text. */
function spendForNoEffect(G: MegaManState, seat: Seat, card: string): void {
  const { resources, discard } = G.seats[seat];
  const index = resources.indexOf(card);
  if (index !== -1) discard.push(...resources.splice(index, 1));
}

/** Destroy: a card from play to its owner's discard. */
function destroy(G: MegaManState, owner: Seat, card: string): void {
  const { resources, discard } = G.seats[owner];
  const index = resources.indexOf(card);
  if (index !== -1) discard.push(...resources.splice(index, 1));
}

export const cardDef = indexTable(CARDS);
export const defOf = (card: string) => defIdOf(card);
/** The seat a card instance belongs to (`p1:cannon#2` → `1`). */
export const ownerOf = (card: string): Seat => card.slice(1, card.indexOf(':')) as Seat;
/** The name with its subtitle, as printed ("Rio, NetBattler"). */
export const fullName = (def: CardDef) =>
  def.subtitle ? `${def.name}, ${def.subtitle}` : def.name;
export const cardTitle = (card: string) => fullName(cardDef(card));
