/** Yellow cards: tricks on the other side — their hand, their power, their NetNavi's figures. */
import { cancelChip, discardAtRandom, drawCards, loseEnergy, modify } from '../effects';
import { opponentOf } from '../state';
import { burnOpponentPower, chipModify, destroy, discardFrom } from './actions';
import {
  notBlastedYet,
  opponentChipStands,
  opponentHasPower,
  opponentHasResource,
  type Condition,
} from './conditions';
import { card } from './make';
import type { CardDef } from './types';

const ownTurnBeforeBlast: Condition = (G, seat, cardDef) =>
  G.activeSeat !== seat
    ? 'Play this on your own turn, before you blast.'
    : notBlastedYet(G, seat, cardDef);

export const YELLOW: readonly CardDef[] = [
  // Resources
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
  card({
    id: 'chaud-heir',
    name: 'Chaud',
    subtitle: 'Heir',
    kind: 'resource',
    destiny: 3,
    colour: 'yellow',
    emblem: 'ProtoMan',
    needs: { emblems: { ProtoMan: 1 } },
    netOp: true,
    text: 'NetOp. Whenever you blast, your NetNavi is strength +1 until end of turn.',
    whenever: {
      on: 'blast',
      by: 'mine',
      effect: ({ G, seat }) => modify(G, seat, 'strength', 1, 'chaud-heir'),
    },
  }),
  card({
    id: 'count-zap',
    name: 'Count Zap',
    kind: 'resource',
    destiny: 2,
    colour: 'yellow',
    emblem: 'ElecMan',
    needs: { emblems: { ElecMan: 1 } },
    text: 'SPEND: Your opponent burns a power.',
    usable: opponentHasPower,
    effect: (context) => burnOpponentPower(context),
  }),
  card({
    id: 'mayl-friend',
    name: 'Mayl',
    subtitle: 'Friend',
    kind: 'resource',
    destiny: 1,
    colour: 'yellow',
    emblem: 'Roll',
    needs: { emblems: { Roll: 1 } },
    netOp: true,
    text: 'NetOp. SPEND: Your NetNavi is defense +1 for every resource you have in play, until end of turn.',
    effect: ({ G, seat }) =>
      modify(G, seat, 'defense', G.seats[seat].resources.length, 'mayl-friend'),
  }),
  card({
    id: 'frost-warden',
    name: 'Frost Warden',
    kind: 'resource',
    destiny: 3,
    colour: 'yellow',
    emblem: 'IceMan',
    needs: { power: 1, emblems: { IceMan: 1 } },
    text: 'Whenever your opponent plays a BattleChip, their NetNavi is strength -1 until end of turn.',
    whenever: {
      on: 'chip',
      by: 'opponent',
      effect: ({ G, seat }) => modify(G, opponentOf(seat), 'strength', -1, 'frost-warden'),
    },
  }),
  card({
    id: 'junk-data',
    name: 'Junk Data',
    kind: 'resource',
    destiny: 4,
    colour: 'yellow',
    needs: { power: 2 },
    text: 'SPEND: Your opponent loses 1 energy.',
    effect: ({ G, seat }) => void loseEnergy(G, opponentOf(seat), 1),
  }),
  card({
    id: 'chip-shop',
    name: 'Chip Shop',
    kind: 'resource',
    destiny: 2,
    colour: 'yellow',
    needs: { power: 1 },
    text: 'SPEND: Throw away a card from your hand: draw 2 cards.',
    choice: 'handCard',
    effect: ({ G, seat, choice }) => {
      discardFrom(G, seat, choice!);
      drawCards(G, seat, 2);
    },
  }),
  card({
    id: 'signal-jammer',
    name: 'Signal Jammer',
    kind: 'resource',
    destiny: 3,
    colour: 'yellow',
    needs: { power: 2 },
    text: 'Whenever your opponent blasts, they lose 1 energy.',
    whenever: {
      on: 'blast',
      by: 'opponent',
      effect: ({ G, seat }) => void loseEnergy(G, opponentOf(seat), 1),
    },
  }),

  card({
    id: 'deep-freeze',
    name: 'Deep Freeze',
    kind: 'resource',
    destiny: 3,
    colour: 'yellow',
    needs: { power: 2 },
    text: 'Whenever your opponent recharges, they lose 1 energy.',
    whenever: {
      on: 'recharge',
      by: 'opponent',
      effect: ({ G, seat }) => void loseEnergy(G, opponentOf(seat), 1),
    },
  }),
  card({
    id: 'cold-front',
    name: 'Cold Front',
    kind: 'resource',
    destiny: 3,
    colour: 'yellow',
    needs: { power: 2 },
    text: 'Whenever your opponent plays an event, they lose 1 energy.',
    whenever: {
      on: 'event',
      by: 'opponent',
      effect: ({ G, seat }) => void loseEnergy(G, opponentOf(seat), 1),
    },
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
    id: 'focused-strike',
    name: 'Focused Strike',
    kind: 'event',
    destiny: 1,
    colour: 'yellow',
    needs: { power: 1, emblems: { ProtoMan: 1 } },
    text: 'Play on your own turn, before you blast: your NetNavi is blast -1 until end of turn. Draw a card.',
    usable: ownTurnBeforeBlast,
    effect: ({ G, seat }) => {
      modify(G, seat, 'blast', -1, 'focused-strike');
      drawCards(G, seat, 1);
    },
  }),
  card({
    id: 'blackout',
    name: 'Blackout',
    kind: 'event',
    destiny: 3,
    colour: 'yellow',
    needs: { power: 2, emblems: { ElecMan: 1 } },
    text: 'Your opponent burns 2 power.',
    usable: opponentHasPower,
    effect: (context) => burnOpponentPower(context, 2),
  }),
  card({
    id: 'cheer-up',
    name: 'Cheer Up',
    kind: 'event',
    destiny: 2,
    colour: 'yellow',
    needs: { power: 1, emblems: { Roll: 1 } },
    text: 'Draw a card. Your NetNavi is defense +1 until end of turn.',
    effect: ({ G, seat }) => {
      drawCards(G, seat, 1);
      modify(G, seat, 'defense', 1, 'cheer-up');
    },
  }),
  card({
    id: 'cold-snap',
    name: 'Cold Snap',
    kind: 'event',
    destiny: 4,
    colour: 'yellow',
    needs: { power: 1, emblems: { IceMan: 1 } },
    text: "Your opponent's NetNavi is strength -2 until end of turn.",
    effect: ({ G, seat }) => modify(G, opponentOf(seat), 'strength', -2, 'cold-snap'),
  }),
  card({
    id: 'panel-grab',
    name: 'Panel Grab',
    kind: 'event',
    destiny: 3,
    colour: 'yellow',
    needs: { power: 1, colours: { yellow: 1 } },
    text: "Your opponent's NetNavi is defense -2 until end of turn.",
    effect: ({ G, seat }) => modify(G, opponentOf(seat), 'defense', -2, 'panel-grab'),
  }),
  card({
    id: 'trade-off',
    name: 'Trade-Off',
    kind: 'event',
    destiny: 1,
    colour: 'yellow',
    needs: { power: 1 },
    text: 'Each player draws a card, you first.',
    effect: ({ G, seat }) => {
      drawCards(G, seat, 1);
      drawCards(G, opponentOf(seat), 1);
    },
  }),

  // BattleChips
  card({
    id: 'rock-arm',
    name: 'Rock Arm',
    kind: 'chip',
    destiny: 1,
    colour: 'yellow',
    needs: { emblems: { GutsMan: 1 } },
    text: "Your opponent's NetNavi is defense -2.",
    effect: ({ G, seat }) => chipModify(G, seat, opponentOf(seat), 'defense', -2),
  }),
  card({
    id: 'long-sword',
    name: 'Long Sword',
    kind: 'chip',
    destiny: 4,
    colour: 'yellow',
    needs: { emblems: { ProtoMan: 1 } },
    text: "Your opponent's NetNavi is defense -2 and your NetNavi is strength +1.",
    effect: ({ G, seat }) => {
      chipModify(G, seat, opponentOf(seat), 'defense', -2);
      chipModify(G, seat, seat, 'strength', 1);
    },
  }),
  card({
    id: 'zap-ring',
    name: 'Zap Ring',
    kind: 'chip',
    destiny: 1,
    colour: 'yellow',
    needs: { emblems: { ElecMan: 1 } },
    text: 'Your opponent burns a power; your NetNavi is defense +1.',
    effect: (context) => {
      burnOpponentPower(context);
      chipModify(context.G, context.seat, context.seat, 'defense', 1);
    },
  }),
  card({
    id: 'roll-arrow',
    name: 'Roll Arrow',
    kind: 'chip',
    destiny: 3,
    colour: 'yellow',
    needs: { emblems: { Roll: 1 } },
    text: "Destroy one of your opponent's resources in play.",
    choice: 'opponentResource',
    usable: opponentHasResource,
    effect: ({ G, seat, choice }) => destroy(G, opponentOf(seat), choice!),
  }),
  card({
    id: 'ice-slasher',
    name: 'Ice Slasher',
    kind: 'chip',
    destiny: 2,
    colour: 'yellow',
    needs: { colours: { yellow: 1 }, emblems: { IceMan: 1 } },
    text: "Your opponent's NetNavi is strength -3.",
    effect: ({ G, seat }) => chipModify(G, seat, opponentOf(seat), 'strength', -3),
  }),
];
