/**
 * The eight NetNavis: figures, emblem, a "whenever" text, and the plan its deck is built around.
 * The rule text's example fixes GutsMan (strength 3, blast 3) and TorchMan (defense 2); the other
 * figures were set by self-play.
 */
import { discardAtRandom, loseEnergy, loseEnergyIfAhead, modify } from '../effects';
import { opponentOf } from '../state';
import { burnOpponentPower } from './actions';
import { navi } from './make';
import type { CardDef } from './types';

export const NAVIS: readonly CardDef[] = [
  navi({
    id: 'gutsman',
    name: 'GutsMan',
    emblem: 'GutsMan',
    strength: 3,
    defense: 2,
    blast: 3,
    plan: 'Brawler: hit hard with BattleChips and empty the other hand.',
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
    plan: "Counter-puncher: cancel the other side's blasts and BattleChips, each cancel a hit.",
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
    plan: 'Recharge: put discarded cards back under the deck and outlast the race.',
    text: 'Whenever you recharge, your NetNavi is strength +1 until end of turn.',
    whenever: {
      on: 'recharge',
      by: 'mine',
      effect: ({ G, seat }) => modify(G, seat, 'strength', 1, 'megaman'),
    },
  }),
  navi({
    id: 'protoman',
    name: 'ProtoMan',
    emblem: 'ProtoMan',
    strength: 3,
    defense: 2,
    blast: 2,
    plan: 'Blast-heavy: blast every turn and make each blast count double.',
    text: 'Whenever you blast, your opponent loses 1 energy.',
    whenever: {
      on: 'blast',
      by: 'mine',
      effect: ({ G, seat }) => void loseEnergy(G, opponentOf(seat), 1),
    },
  }),
  navi({
    id: 'elecman',
    name: 'ElecMan',
    emblem: 'ElecMan',
    strength: 3,
    defense: 3,
    blast: 3,
    plan: 'Burn: drain the other power gauge so its blasts and big cards never come.',
    text: 'Whenever you spend a resource, your opponent burns a power.',
    whenever: {
      on: 'spend',
      by: 'mine',
      effect: (context) => burnOpponentPower(context),
    },
  }),
  navi({
    id: 'woodman',
    name: 'WoodMan',
    emblem: 'WoodMan',
    strength: 2,
    defense: 3,
    blast: 3,
    plan: "Mill: events that wear the other deck down outside the battle, while it holds more cards than WoodMan's.",
    text: 'Whenever you play an event, if your opponent has more energy than you, they lose 2 energy.',
    whenever: {
      on: 'event',
      by: 'mine',
      effect: ({ G, seat }) => void loseEnergyIfAhead(G, opponentOf(seat), seat, 2),
    },
  }),
  navi({
    id: 'roll',
    name: 'Roll',
    emblem: 'Roll',
    strength: 3,
    defense: 3,
    blast: 3,
    plan: 'Swarm: fill the four resource places and spend them all for one big attack.',
    text: 'Whenever you spend a resource, your NetNavi is strength +1 and defense +1 until end of turn.',
    whenever: {
      on: 'spend',
      by: 'mine',
      effect: ({ G, seat }) => {
        modify(G, seat, 'strength', 1, 'roll');
        modify(G, seat, 'defense', 1, 'roll');
      },
    },
  }),
  navi({
    id: 'iceman',
    name: 'IceMan',
    emblem: 'IceMan',
    strength: 2,
    defense: 3,
    blast: 3,
    plan: "Control: a wall of defense that freezes the other side's attacks and wins late.",
    text: 'Whenever your opponent blasts, your NetNavi is defense +2 until end of turn.',
    whenever: {
      on: 'blast',
      by: 'opponent',
      effect: ({ G, seat }) => modify(G, seat, 'defense', 2, 'iceman'),
    },
  }),
];
