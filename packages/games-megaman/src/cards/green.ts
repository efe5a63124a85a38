/** Green cards: recharging, drawing, and wearing the other deck down outside the battle. */
import {
  burnPower,
  discardAtRandom,
  drawCards,
  loseEnergy,
  loseEnergyIfAhead,
  modify,
  recharge,
} from '../effects';
import { opponentOf, type MegaManState, type Seat } from '../state';
import { chipModify } from './actions';
import { both, canRecharge, hasPower, type Condition } from './conditions';
import { card } from './make';
import type { CardDef, CardLookup, EffectContext } from './types';

/** Recharge, told to the "whenever recharge" cards only when a card actually went back. */
const rechargeTold = ({ G, seat, random, happen }: EffectContext, count: number) => {
  if (recharge(G, seat, count, random) > 0) happen('recharge');
};

const megaManCards = (G: MegaManState, seat: Seat, cardDef: CardLookup) =>
  [G.seats[seat].navi, ...G.seats[seat].resources].filter((c) => cardDef(c).emblem === 'MegaMan')
    .length;

const twoResources: Condition = (G, seat) =>
  G.seats[seat].resources.length >= 2 ? undefined : 'You have fewer than 2 resources in play.';

export const GREEN: readonly CardDef[] = [
  // Resources
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
    effect: (context) => {
      burnPower(context.G, context.seat);
      rechargeTold(context, 2);
    },
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
    id: 'dex-brawler',
    name: 'Dex',
    subtitle: 'Brawler',
    kind: 'resource',
    destiny: 3,
    colour: 'green',
    emblem: 'GutsMan',
    needs: { emblems: { GutsMan: 1 } },
    netOp: true,
    text: "NetOp. SPEND: Your NetNavi is strength +1 and your opponent's NetNavi is defense -1 until end of turn.",
    effect: ({ G, seat }) => {
      modify(G, seat, 'strength', 1, 'dex-brawler');
      modify(G, opponentOf(seat), 'defense', -1, 'dex-brawler');
    },
  }),
  card({
    id: 'lan-netbattler',
    name: 'Lan',
    subtitle: 'NetBattler',
    kind: 'resource',
    destiny: 2,
    colour: 'green',
    emblem: 'MegaMan',
    needs: { emblems: { MegaMan: 1 } },
    netOp: true,
    text: 'NetOp. SPEND: Recharge 1 energy and draw a card.',
    effect: (context) => {
      rechargeTold(context, 1);
      drawCards(context.G, context.seat, 1);
    },
  }),
  card({
    id: 'forest-grove',
    name: 'Forest Grove',
    kind: 'resource',
    destiny: 1,
    colour: 'green',
    emblem: 'WoodMan',
    needs: { power: 3, emblems: { WoodMan: 1 } },
    text: 'SPEND: If your opponent has more energy than you, they lose 2 energy.',
    effect: ({ G, seat }) => void loseEnergyIfAhead(G, opponentOf(seat), seat, 2),
  }),
  card({
    id: 'mayl-pianist',
    name: 'Mayl',
    subtitle: 'Pianist',
    kind: 'resource',
    destiny: 2,
    colour: 'green',
    emblem: 'Roll',
    needs: { emblems: { Roll: 1 } },
    netOp: true,
    text: 'NetOp. SPEND: Your NetNavi is strength +1 for every resource you have in play, until end of turn.',
    effect: ({ G, seat }) =>
      modify(G, seat, 'strength', G.seats[seat].resources.length, 'mayl-pianist'),
  }),
  card({
    id: 'sub-memory',
    name: 'Sub Memory',
    kind: 'resource',
    destiny: 3,
    colour: 'green',
    needs: { power: 1 },
    text: 'SPEND: Recharge 1 energy; your NetNavi is defense +1 until end of turn.',
    effect: (context) => {
      rechargeTold(context, 1);
      modify(context.G, context.seat, 'defense', 1, 'sub-memory');
    },
  }),

  // Events
  card({
    id: 'patch-up',
    name: 'Patch Up',
    kind: 'event',
    destiny: 1,
    colour: 'green',
    needs: { colours: { green: 1 } },
    text: 'Recharge 2 energy.',
    usable: canRecharge,
    effect: (context) => rechargeTold(context, 2),
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
    id: 'second-wind',
    name: 'Second Wind',
    kind: 'event',
    destiny: 3,
    colour: 'green',
    needs: { power: 2, emblems: { MegaMan: 1 } },
    text: 'Recharge 1 energy for every MegaMan card you have in play.',
    usable: canRecharge,
    effect: (context) =>
      rechargeTold(context, megaManCards(context.G, context.seat, context.cardDef)),
  }),
  card({
    id: 'falling-leaves',
    name: 'Falling Leaves',
    kind: 'event',
    destiny: 2,
    colour: 'green',
    needs: { power: 2, emblems: { WoodMan: 1 } },
    text: 'Your opponent loses 1 energy. Draw a card.',
    effect: ({ G, seat }) => {
      loseEnergy(G, opponentOf(seat), 1);
      drawCards(G, seat, 1);
    },
  }),
  card({
    id: 'full-house',
    name: 'Full House',
    kind: 'event',
    destiny: 4,
    colour: 'green',
    needs: { power: 1, emblems: { Roll: 1 } },
    text: 'Draw a card for every 2 resources you have in play.',
    usable: twoResources,
    effect: ({ G, seat }) =>
      void drawCards(G, seat, Math.floor(G.seats[seat].resources.length / 2)),
  }),
  card({
    id: 'mini-energy',
    name: 'Mini Energy',
    kind: 'event',
    destiny: 2,
    colour: 'green',
    needs: { power: 1 },
    text: 'Recharge 1 energy. Draw a card.',
    effect: (context) => {
      rechargeTold(context, 1);
      drawCards(context.G, context.seat, 1);
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
      chipModify(G, seat, seat, 'strength', G.seats[opponentOf(seat)].hand.length),
  }),
  card({
    id: 'ground-quake',
    name: 'Ground Quake',
    kind: 'chip',
    destiny: 1,
    colour: 'green',
    needs: { colours: { green: 1 }, emblems: { GutsMan: 1 } },
    text: 'Your NetNavi is strength +1; your opponent throws away a card from their hand, picked at random.',
    effect: ({ G, seat, random }) => {
      chipModify(G, seat, seat, 'strength', 1);
      discardAtRandom(G, opponentOf(seat), random);
    },
  }),
  card({
    id: 'mega-buster',
    name: 'Mega Buster',
    kind: 'chip',
    destiny: 2,
    colour: 'green',
    needs: { emblems: { MegaMan: 1 } },
    text: 'Your NetNavi is strength +3. Recharge 1 energy.',
    effect: (context) => {
      chipModify(context.G, context.seat, context.seat, 'strength', 3);
      rechargeTold(context, 1);
    },
  }),
  card({
    id: 'recovery',
    name: 'Recovery',
    kind: 'chip',
    destiny: 4,
    colour: 'green',
    needs: { colours: { green: 1 }, emblems: { MegaMan: 1 } },
    text: 'Recharge 3 energy.',
    usable: canRecharge,
    effect: (context) => rechargeTold(context, 3),
  }),
  card({
    id: 'wood-tower',
    name: 'Wood Tower',
    kind: 'chip',
    destiny: 3,
    colour: 'green',
    needs: { emblems: { WoodMan: 1 } },
    text: 'Your opponent loses 1 energy. Your NetNavi is strength +1.',
    effect: ({ G, seat }) => {
      loseEnergy(G, opponentOf(seat), 1);
      chipModify(G, seat, seat, 'strength', 1);
    },
  }),
  card({
    id: 'leaf-shield',
    name: 'Leaf Shield',
    kind: 'chip',
    destiny: 1,
    colour: 'green',
    needs: { colours: { green: 1 }, emblems: { WoodMan: 1 } },
    text: 'Your NetNavi is defense +2. Your opponent loses 1 energy.',
    effect: ({ G, seat }) => {
      chipModify(G, seat, seat, 'defense', 2);
      loseEnergy(G, opponentOf(seat), 1);
    },
  }),
  card({
    id: 'heart-burst',
    name: 'Heart Burst',
    kind: 'chip',
    destiny: 2,
    colour: 'green',
    needs: { emblems: { Roll: 1 } },
    text: 'Your NetNavi is strength +1, and +1 more for every resource you have in play.',
    effect: ({ G, seat }) =>
      chipModify(G, seat, seat, 'strength', 1 + G.seats[seat].resources.length),
  }),
];
