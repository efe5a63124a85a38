/**
 * The cards. Every player always holds Forward, Left and Right; the Special deck is shared
 * (3 Dash, 3 Uber-Dash, 3 Crusher, 1 Cut Tail, 1 Retract Tail, 1 Over-Drive), and played
 * Specials go back into it, reshuffled. Each card's effect is beside it: `resolve` runs when the
 * card's turn in the resolution comes (RESOLUTION_ORDER, the rulebook's priority order).
 */
import { expandDeck, type CardTable, type CardDefinition } from '@gridplay/core';
import type { CardKind, SpecialCard, SpecialKind } from './card-kinds';
import { recordFrame } from './frames';
import { cellName, edgeOf, type Turn } from './grid';
import { moveInLockStep } from './lock-step';
import { label } from './names';
import { crusherEdgeRefusal, pieceToUse } from './occupancy';
import { choiceOf, playedBy, playersWith } from './revealed';
import type { Choice, LightcycleState } from './state';

export type { CardKind, SpecialCard, SpecialKind };

/** A card's effect on the round being resolved (the revealed cards are in `G.resolution`). */
type Effect = (G: LightcycleState) => void;

export interface SpecialDefinition extends CardDefinition {
  readonly id: SpecialKind;
  /** What the card does, for the hand and the rules page. */
  readonly text: string;
  readonly resolve: Effect;
}

/** Dash and Uber-Dash: straight on in the direction chosen after the Regular moves. */
function dash(G: LightcycleState, card: 'dash' | 'uberDash', distance: number): void {
  const movers = playersWith(G, (c) => c.card === card).map((player) => ({
    player,
    turn: G.dashTurns[player] ?? 'forward',
    // In Over-Drive, Dash and Uber-Dash do nothing extra.
    distance: G.overDrive ? 1 : distance,
  }));
  moveInLockStep(G, movers, CARD_NAMES[card]);
}

export const SPECIALS: CardTable<SpecialDefinition> = [
  {
    id: 'dash',
    name: 'Dash',
    copies: 3,
    text: 'After the Regular moves, move 2 cells straight in a direction you choose then.',
    resolve: (G) => dash(G, 'dash', 2),
  },
  {
    id: 'uberDash',
    name: 'Uber-Dash',
    copies: 3,
    text: 'After the Dashes, move 3 cells straight in a direction you choose after the Regular moves.',
    resolve: (G) => dash(G, 'uberDash', 3),
  },
  {
    id: 'crusher',
    name: 'Crusher',
    copies: 3,
    text: 'Do not move. Place a Crusher on an edge between two cells; a cycle crossing it dies.',
    resolve(G) {
      for (const player of playedBy(G, (c) => c.card === 'crusher')) {
        const choice = choiceOf<'crusher'>(G, player);
        const edge = edgeOf(choice.edge[0], choice.edge[1]);
        const piece = pieceToUse(G, choice.piece);
        const refusal = crusherEdgeRefusal(G, edge, piece);
        if (refusal) {
          G.resolution!.events.push(`${label(player)}'s Crusher cannot land: ${refusal}`);
          continue;
        }
        G.crushers[piece] = { edge, placedBy: player };
        G.resolution!.events.push(
          `${label(player)} places a Crusher between ${cellName(edge[0], G.size)} and ${cellName(edge[1], G.size)}.`,
        );
        recordFrame(G, 'Crusher');
      }
    },
  },
  {
    id: 'cutTail',
    name: 'Cut Tail',
    copies: 1,
    text: 'Move 1 cell; you may drive into a trail, cutting it there.',
    resolve(G) {
      const movers = playersWith(G, (c) => c.card === 'cutTail').map((player) => {
        const choice = choiceOf<'cutTail'>(G, player);
        return { player, turn: choice.turn, distance: 1, mayCut: true };
      });
      moveInLockStep(G, movers, 'Cut Tail');
    },
  },
  {
    id: 'retractTail',
    name: 'Retract Tail',
    copies: 1,
    text: 'Do not move. Shorten your own trail to any length of at least 1.',
    resolve(G) {
      for (const player of playersWith(G, (c) => c.card === 'retractTail')) {
        const choice = choiceOf<'retractTail'>(G, player);
        const cycle = G.seats[player].cycle;
        const keep = Math.max(1, Math.min(choice.length, cycle.tail.length));
        if (keep < cycle.tail.length) {
          G.resolution!.events.push(
            `${label(player)} retracts their trail to ${keep} cell${keep === 1 ? '' : 's'}.`,
          );
          cycle.tail = cycle.tail.slice(0, keep);
          recordFrame(G, 'Retract Tail');
        }
      }
    },
  },
  {
    id: 'overDrive',
    name: 'Over-Drive',
    copies: 1,
    text: 'Do not move. From next round, Over-Drive is switched on (or off).',
    // The switch itself happens at the end of the round (phases/5-end-of-round.ts).
    resolve(G) {
      for (const player of playedBy(G, (c) => c.card === 'overDrive')) {
        G.resolution!.events.push(
          `${label(player)} plays Over-Drive: it is switched ${G.overDrive ? 'off' : 'on'} from next round.`,
        );
      }
    },
  },
];

export const isRegular = (kind: CardKind): kind is Turn =>
  kind === 'forward' || kind === 'left' || kind === 'right';

/** Forward, Left and Right: every player always holds them. */
export const REGULAR = {
  text: 'Turn (no U-turn) and move 1 cell; in Over-Drive, any number of cells.',
  resolve(G: LightcycleState) {
    const movers = playersWith(G, (c) => isRegular(c.card)).map((player) => {
      const choice = G.resolution!.revealed[player] as Extract<Choice, { distance?: number }>;
      return {
        player,
        turn: choice.card,
        distance: G.overDrive ? (choice.distance ?? 1) : 1,
        stopShort: G.overDrive,
      };
    });
    moveInLockStep(G, movers, G.overDrive ? 'Regular moves (Over-Drive)' : 'Regular moves');
  },
} as const;

export const REGULAR_TEXT = REGULAR.text;

export const specialDeck = (): SpecialCard[] => expandDeck(SPECIALS, 'special');

export const CARD_NAMES: Record<CardKind, string> = {
  forward: 'Forward',
  left: 'Left',
  right: 'Right',
  dash: 'Dash',
  uberDash: 'Uber-Dash',
  crusher: 'Crusher',
  cutTail: 'Cut Tail',
  retractTail: 'Retract Tail',
  overDrive: 'Over-Drive',
};

/** A revealed choice in the log's words: "Forward ×3", "Cut Tail (left)", "Crusher D4|D5". */
export function choiceWords(choice: Choice, size: number): string {
  switch (choice.card) {
    case 'cutTail':
      return `Cut Tail (${choice.turn})`;
    case 'retractTail':
      return `Retract Tail to ${choice.length}`;
    case 'crusher':
      return `Crusher ${cellName(choice.edge[0], size)}|${cellName(choice.edge[1], size)}`;
    default:
      return 'distance' in choice && choice.distance && choice.distance > 1
        ? `${CARD_NAMES[choice.card]} ×${choice.distance}`
        : CARD_NAMES[choice.card];
  }
}

/** Resolution order of the card types (the rulebook's priority order). */
export const RESOLUTION_ORDER = [
  'regular',
  'cutTail',
  'retractTail',
  'dash',
  'uberDash',
  'crusher',
  'overDrive',
] as const;
export type ResolutionStep = (typeof RESOLUTION_ORDER)[number];

/** The effect that runs at each step of the resolution. */
export function effectOf(step: ResolutionStep): Effect {
  return step === 'regular' ? REGULAR.resolve : SPECIALS.find((card) => card.id === step)!.resolve;
}

export const CRUSHER_PIECES = 3;
