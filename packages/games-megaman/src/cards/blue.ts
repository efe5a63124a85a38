/** Blue cards: defense, and taking the other side's cards and blasts out of the battle. */
import { cancelBlastDestiny, cancelChip, drawCards, modify, recharge } from '../effects';
import { GAUGE_SIZE, opponentOf } from '../state';
import { chipModify, destroy, discardFrom } from './actions';
import {
  blastOwner,
  canRecharge,
  opponentBlastedColour,
  opponentChipStands,
  opponentHasResource,
  size,
  type Condition,
} from './conditions';
import { card } from './make';
import type { CardDef } from './types';

/** A blast change for the other NetNavi only matters on their turn, before they blast. */
const beforeOpponentBlasts: Condition = (G, seat) => {
  if (G.activeSeat === seat) return "Play this on your opponent's turn, before they blast.";
  return G.main.blast && blastOwner(G) !== seat ? 'Your opponent has already blasted.' : undefined;
};

export const BLUE: readonly CardDef[] = [
  // Resources
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
    id: 'match-firestarter',
    name: 'Match',
    subtitle: 'Firestarter',
    kind: 'resource',
    destiny: 2,
    colour: 'blue',
    emblem: 'TorchMan',
    needs: { emblems: { TorchMan: 1 } },
    netOp: true,
    text: "NetOp. SPEND: Throw away a card from your hand: your opponent's BattleChip of this main phase is canceled.",
    choice: 'handCard',
    usable: opponentChipStands,
    effect: ({ G, seat, choice, happen }) => {
      discardFrom(G, seat, choice!);
      cancelChip(G, opponentOf(seat));
      happen('cancel');
    },
  }),
  card({
    id: 'lan-student',
    name: 'Lan',
    subtitle: 'Student',
    kind: 'resource',
    destiny: 3,
    colour: 'blue',
    emblem: 'MegaMan',
    needs: { power: 1, emblems: { MegaMan: 1 } },
    netOp: true,
    text: 'NetOp. SPEND: Recharge 2 energy.',
    usable: canRecharge,
    effect: ({ G, seat, random, happen }) => {
      if (recharge(G, seat, 2, random) > 0) happen('recharge');
    },
  }),
  card({
    id: 'power-plant',
    name: 'Power Plant',
    kind: 'resource',
    destiny: 2,
    colour: 'blue',
    emblem: 'ElecMan',
    needs: { emblems: { ElecMan: 1 } },
    text: 'SPEND: Your NetNavi is strength +1 and defense +1 until end of turn.',
    effect: ({ G, seat }) => {
      modify(G, seat, 'strength', 1, 'power-plant');
      modify(G, seat, 'defense', 1, 'power-plant');
    },
  }),
  card({
    id: 'ice-rink',
    name: 'Ice Rink',
    kind: 'resource',
    destiny: 4,
    colour: 'blue',
    emblem: 'IceMan',
    needs: { power: 3, emblems: { IceMan: 1 } },
    text: 'SPEND: Your NetNavi is defense +3 until end of turn.',
    effect: ({ G, seat }) => modify(G, seat, 'defense', 3, 'ice-rink'),
  }),
  card({
    id: 'anti-virus',
    name: 'Anti-Virus',
    kind: 'resource',
    destiny: 3,
    colour: 'blue',
    needs: { power: 1 },
    text: 'SPEND: Throw away a card from your hand: your NetNavi is defense +3 until end of turn.',
    choice: 'handCard',
    effect: ({ G, seat, choice }) => {
      discardFrom(G, seat, choice!);
      modify(G, seat, 'defense', 3, 'anti-virus');
    },
  }),
  card({
    id: 'backup-drive',
    name: 'Backup Drive',
    kind: 'resource',
    destiny: 1,
    colour: 'blue',
    needs: { power: 2 },
    text: 'Whenever you recharge, draw a card.',
    whenever: {
      on: 'recharge',
      by: 'mine',
      effect: ({ G, seat }) => void drawCards(G, seat, 1),
    },
  }),

  // Events
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
    id: 'static-charge',
    name: 'Static Charge',
    kind: 'event',
    destiny: 4,
    colour: 'blue',
    needs: { power: 1, emblems: { ElecMan: 1 } },
    text: "Play on your opponent's turn, before they blast: their NetNavi is blast +1 until end of turn.",
    usable: beforeOpponentBlasts,
    effect: ({ G, seat }) => modify(G, opponentOf(seat), 'blast', 1, 'static-charge'),
  }),
  card({
    id: 'freeze',
    name: 'Freeze',
    kind: 'event',
    destiny: 2,
    colour: 'blue',
    needs: { power: 2, emblems: { IceMan: 1 } },
    text: 'A blast destiny of your opponent (any colour) is canceled.',
    usable: opponentBlastedColour(null),
    effect: ({ G, happen }) => {
      cancelBlastDestiny(G);
      happen('cancel');
    },
  }),
  card({
    id: 'debug',
    name: 'Debug',
    kind: 'event',
    destiny: 1,
    colour: 'blue',
    needs: { power: 1, colours: { blue: 1 } },
    text: 'Your NetNavi is defense +2 until end of turn.',
    effect: ({ G, seat }) => modify(G, seat, 'defense', 2, 'debug'),
  }),

  // BattleChips
  card({
    id: 'barrier',
    name: 'Barrier',
    kind: 'chip',
    destiny: 2,
    colour: 'blue',
    needs: {},
    text: 'Your NetNavi is defense +2.',
    effect: ({ G, seat }) => chipModify(G, seat, seat, 'defense', 2),
  }),
  card({
    id: 'aura-wall',
    name: 'Aura Wall',
    kind: 'chip',
    destiny: 4,
    colour: 'blue',
    needs: { colours: { blue: 2 } },
    text: 'Your NetNavi is defense +3.',
    effect: ({ G, seat }) => chipModify(G, seat, seat, 'defense', 3),
  }),
  card({
    id: 'flame-guard',
    name: 'Flame Guard',
    kind: 'chip',
    destiny: 3,
    colour: 'blue',
    needs: { emblems: { TorchMan: 1 } },
    text: "Your NetNavi is defense +2 and your opponent's NetNavi is strength -1.",
    effect: ({ G, seat }) => {
      chipModify(G, seat, seat, 'defense', 2);
      chipModify(G, seat, opponentOf(seat), 'strength', -1);
    },
  }),
  card({
    id: 'mega-shield',
    name: 'Mega Shield',
    kind: 'chip',
    destiny: 3,
    colour: 'blue',
    needs: { colours: { blue: 1 }, emblems: { MegaMan: 1 } },
    text: 'Your NetNavi is defense +3.',
    effect: ({ G, seat }) => chipModify(G, seat, seat, 'defense', 3),
  }),
  card({
    id: 'thunder-bolt',
    name: 'Thunder Bolt',
    kind: 'chip',
    destiny: 2,
    colour: 'blue',
    needs: { colours: { blue: 1 }, emblems: { ElecMan: 1 } },
    text: "Your NetNavi is strength +1 for every empty slot in your opponent's power gauge.",
    effect: ({ G, seat }) =>
      chipModify(G, seat, seat, 'strength', GAUGE_SIZE - size(G.seats[opponentOf(seat)].gauge)),
  }),
  card({
    id: 'ice-wall',
    name: 'Ice Wall',
    kind: 'chip',
    destiny: 1,
    colour: 'blue',
    needs: { colours: { blue: 1 }, emblems: { IceMan: 1 } },
    text: 'Your NetNavi is defense +4.',
    effect: ({ G, seat }) => chipModify(G, seat, seat, 'defense', 4),
  }),
  card({
    id: 'invisible',
    name: 'Invisible',
    kind: 'chip',
    destiny: 4,
    colour: 'blue',
    needs: { colours: { blue: 1 } },
    text: "Your opponent's NetNavi is strength -2.",
    effect: ({ G, seat }) => chipModify(G, seat, opponentOf(seat), 'strength', -2),
  }),
];
