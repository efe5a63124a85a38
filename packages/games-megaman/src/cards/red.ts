/** Red cards: strength, blasts and the cancel of a red blast destiny. */
import { cancelBlastDestiny, cancelChip, loseEnergy, modify } from '../effects';
import { opponentOf } from '../state';
import { burnOpponentPower, chipModify, discardFrom, spendForNoEffect } from './actions';
import {
  hasOtherResource,
  notBlastedYet,
  opponentBlastedColour,
  opponentChipStands,
  opponentHasPower,
  ownBlastStands,
} from './conditions';
import { card } from './make';
import type { CardDef } from './types';

export const RED: readonly CardDef[] = [
  // Resources
  card({
    id: 'big-trouble',
    name: 'Big Trouble',
    kind: 'resource',
    destiny: 2,
    colour: 'red',
    emblem: 'GutsMan',
    needs: { emblems: { GutsMan: 1 } },
    text: 'SPEND: Until end of turn your NetNavi needs one card fewer to blast (blast -1).',
    usable: notBlastedYet,
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
    id: 'chaud-netbattler',
    name: 'Chaud',
    subtitle: 'NetBattler',
    kind: 'resource',
    destiny: 2,
    colour: 'red',
    emblem: 'ProtoMan',
    needs: { emblems: { ProtoMan: 1 } },
    netOp: true,
    text: 'NetOp. SPEND: Until end of turn your NetNavi is blast -1 and strength +1.',
    usable: notBlastedYet,
    effect: ({ G, seat }) => {
      modify(G, seat, 'blast', -1, 'chaud-netbattler');
      modify(G, seat, 'strength', 1, 'chaud-netbattler');
    },
  }),
  card({
    id: 'lumber-mill',
    name: 'Lumber Mill',
    kind: 'resource',
    destiny: 3,
    colour: 'red',
    emblem: 'WoodMan',
    needs: { emblems: { WoodMan: 1 } },
    text: 'Whenever you play an event, your NetNavi is strength +1 until end of turn.',
    whenever: {
      on: 'event',
      by: 'mine',
      effect: ({ G, seat }) => modify(G, seat, 'strength', 1, 'lumber-mill'),
    },
  }),
  card({
    id: 'battle-arena',
    name: 'Battle Arena',
    kind: 'resource',
    destiny: 1,
    colour: 'red',
    needs: { power: 2 },
    text: "SPEND: Your opponent's NetNavi is defense -1 until end of turn.",
    effect: ({ G, seat }) => modify(G, opponentOf(seat), 'defense', -1, 'battle-arena'),
  }),
  card({
    id: 'lightning-rod',
    name: 'Lightning Rod',
    kind: 'resource',
    destiny: 2,
    colour: 'red',
    needs: {},
    text: 'Whenever your opponent makes you burn a power, they lose 1 energy.',
    whenever: {
      on: 'burn',
      by: 'opponent',
      effect: ({ G, seat }) => void loseEnergy(G, opponentOf(seat), 1),
    },
  }),

  // Events
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
    id: 'data-burn',
    name: 'Data Burn',
    kind: 'event',
    destiny: 2,
    colour: 'red',
    needs: { power: 2, colours: { red: 1 } },
    text: 'Your opponent burns a power.',
    usable: opponentHasPower,
    effect: (context) => burnOpponentPower(context),
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
    usable: hasOtherResource,
    effect: ({ G, seat, choice }) => {
      spendForNoEffect(G, seat, choice!);
      modify(G, seat, 'strength', 3, 'all-in');
    },
  }),
  card({
    id: 'backdraft',
    name: 'Backdraft',
    kind: 'event',
    destiny: 4,
    colour: 'red',
    needs: { power: 2, emblems: { TorchMan: 1 } },
    text: "Your opponent's BattleChip of this main phase is canceled.",
    usable: opponentChipStands,
    effect: ({ G, seat, happen }) => {
      cancelChip(G, opponentOf(seat));
      happen('cancel');
    },
  }),
  card({
    id: 'delta-ray',
    name: 'Delta Ray',
    kind: 'event',
    destiny: 2,
    colour: 'red',
    needs: { power: 1, emblems: { ProtoMan: 1 } },
    text: 'Play after you blast this main phase: your blast destiny counts 2 more.',
    usable: ownBlastStands,
    effect: ({ G, seat }) => modify(G, seat, 'strength', 2, 'blast'),
  }),
  card({
    id: 'root-snare',
    name: 'Root Snare',
    kind: 'event',
    destiny: 1,
    colour: 'red',
    needs: { power: 1, emblems: { WoodMan: 1 } },
    text: "Your opponent's NetNavi is strength -1 until end of turn.",
    effect: ({ G, seat }) => modify(G, opponentOf(seat), 'strength', -1, 'root-snare'),
  }),
  card({
    id: 'adrenaline',
    name: 'Adrenaline',
    kind: 'event',
    destiny: 3,
    colour: 'red',
    needs: { power: 3, colours: { red: 2 } },
    text: 'Your NetNavi is strength +2 until end of turn.',
    effect: ({ G, seat }) => modify(G, seat, 'strength', 2, 'adrenaline'),
  }),

  // BattleChips
  card({
    id: 'cannon',
    name: 'Cannon',
    kind: 'chip',
    destiny: 1,
    colour: 'red',
    needs: {},
    text: 'Your NetNavi is strength +2.',
    effect: ({ G, seat }) => chipModify(G, seat, seat, 'strength', 2),
  }),
  card({
    id: 'heat-shot',
    name: 'Heat Shot',
    kind: 'chip',
    destiny: 2,
    colour: 'red',
    needs: { colours: { red: 1 }, emblems: { TorchMan: 1 } },
    text: 'Your NetNavi is strength +3.',
    effect: ({ G, seat }) => chipModify(G, seat, seat, 'strength', 3),
  }),
  card({
    id: 'guts-punch',
    name: 'Guts Punch',
    kind: 'chip',
    destiny: 4,
    colour: 'red',
    needs: { colours: { red: 1 }, emblems: { GutsMan: 2 } },
    text: 'Your NetNavi is strength +4.',
    effect: ({ G, seat }) => chipModify(G, seat, seat, 'strength', 4),
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
      chipModify(G, seat, seat, 'strength', 2);
      chipModify(G, seat, seat, 'defense', 1);
    },
  }),
  card({
    id: 'wide-sword',
    name: 'Wide Sword',
    kind: 'chip',
    destiny: 3,
    colour: 'red',
    needs: { colours: { red: 1 }, emblems: { ProtoMan: 1 } },
    text: 'Your NetNavi is strength +2, or +4 if your blast destiny of this main phase stands.',
    effect: ({ G, seat, cardDef }) =>
      chipModify(G, seat, seat, 'strength', ownBlastStands(G, seat, cardDef) ? 2 : 4),
  }),
  card({
    id: 'spreader',
    name: 'Spreader',
    kind: 'chip',
    destiny: 2,
    colour: 'red',
    needs: { colours: { red: 1 } },
    text: "Your NetNavi is strength +1 and your opponent's NetNavi is defense -1.",
    effect: ({ G, seat }) => {
      chipModify(G, seat, seat, 'strength', 1);
      chipModify(G, seat, opponentOf(seat), 'defense', -1);
    },
  }),
];
