/**
 * The AI's finite set of choices (`ai.enumerate`), sorted for a person: a few quick ones in plain
 * words (Attack, throw at the nearest enemy, close in on it, stand, recall, hold) and the rest —
 * every compass heading for a throw or a move — in groups shown behind "More…". Every offered
 * choice lands in exactly one place; the rules decided which are offered.
 */
import type { AiMove } from '@gridplay/core';
import { bearingFromTo, distance } from '../geometry';
import type { State } from '../state';
import { compassPoint, compassWords } from './compass';

export interface Choice {
  move: string;
  args: unknown[];
  /** The button's text: "Throw at Sark", "NNE". */
  label: string;
  /** What the button does, read out; it starts with the label: "NNE: throw north-north-east". */
  name: string;
}

export interface ChoiceGroup {
  heading: string;
  choices: Choice[];
}

export interface SortedChoices {
  quick: Choice[];
  more: ChoiceGroup[];
}

type Offered = AiMove & { move: string };

const sameBearing = (a: number, b: number) =>
  Math.abs(((((a - b) % 360) + 540) % 360) - 180) < 0.01;

export function sortChoices(G: State, me: string, offered: AiMove[]): SortedChoices {
  const mine = G.programs[me];
  const nameOf = (seat: string) => G.programs[seat]?.name ?? seat;
  // Enemies nearest first: the nearest gets the quick throw and the quick move.
  const enemies = Object.values(G.programs)
    .filter((p) => !p.derezzed && p.team !== mine.team)
    .sort((a, b) => distance(mine.centre, a.centre) - distance(mine.centre, b.centre));
  const enemyAt = (bearing: number) =>
    enemies.find((p) => sameBearing(bearingFromTo(mine.centre, p.centre), bearing));

  const quick: Choice[] = [];
  const last: Choice[] = [];
  const groups = new Map<string, Choice[]>();
  const toGroup = (heading: string, choice: Choice) =>
    groups.set(heading, [...(groups.get(heading) ?? []), choice]);

  for (const choice of offered.filter((c): c is Offered => 'move' in c)) {
    const args = choice.args ?? [];
    const base = { move: choice.move, args };
    switch (choice.move) {
      case 'attack': {
        const who = nameOf(args[0] as string);
        quick.push({ ...base, label: `Attack ${who}`, name: `Attack ${who}` });
        break;
      }
      case 'throwDisc': {
        const bearing = args[0] as number;
        const target = enemyAt(bearing);
        if (target) {
          const item = {
            ...base,
            label: `Throw at ${target.name}`,
            name: `Throw at ${target.name} (${compassWords(bearing)})`,
          };
          if (target === enemies[0]) quick.push(item);
          else toGroup('At a program', item);
        } else {
          toGroup('Throw', {
            ...base,
            label: compassPoint(bearing),
            name: `${compassPoint(bearing)}: throw ${compassWords(bearing)}`,
          });
        }
        break;
      }
      case 'moveBase': {
        const [bearing, reach] = args as [number, number];
        const target = enemyAt(bearing);
        if (target) {
          const item = {
            ...base,
            label: `Move ${inches(reach)}″ to ${target.name}`,
            name: `Move ${inches(reach)}″ to ${target.name}`,
          };
          if (target === enemies[0]) quick.push(item);
          else toGroup('At a program', item);
        } else {
          toGroup(`Move ${reach}″`, {
            ...base,
            label: compassPoint(bearing),
            name: `${compassPoint(bearing)}: move ${reach} inches ${compassWords(bearing)}`,
          });
        }
        break;
      }
      case 'stand':
        quick.push({ ...base, label: 'Stand up', name: 'Stand up' });
        break;
      case 'recall':
        quick.push({ ...base, label: 'Recall disc', name: 'Recall disc' });
        break;
      case 'hold':
        last.push({ ...base, label: 'Hold card', name: 'Hold card (for a reaction)' });
        break;
      default:
        quick.push({ ...base, label: choice.move, name: choice.move });
    }
  }
  // One quick move toward the nearest enemy, the longest; shorter ones wait behind More….
  const closeIns = quick.filter((c) => c.move === 'moveBase');
  const longest = closeIns.reduce<Choice | undefined>(
    (best, c) => (best && (best.args[1] as number) >= (c.args[1] as number) ? best : c),
    undefined,
  );
  for (const c of closeIns) if (c !== longest) toGroup('At a program', c);
  const kept = quick.filter((c) => c.move !== 'moveBase' || c === longest);
  const order = ['At a program', 'Throw', 'Move 2″', 'Move 4″'];
  const more = [...groups.entries()]
    .sort(([a], [b]) => rank(order, a) - rank(order, b))
    .map(([heading, choices]) => ({ heading, choices }));
  return { quick: [...kept, ...last], more };
}

const inches = (reach: number) => Math.round(reach * 10) / 10;

const rank = (order: string[], heading: string) =>
  order.includes(heading) ? order.indexOf(heading) : order.length;
