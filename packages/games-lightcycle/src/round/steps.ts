/**
 * Resolution of a round, card type by card type in the rulebook's priority order:
 * Regular, Cut Tail, Retract Tail, Dash, Uber-Dash, Crusher, Over-Drive.
 * Dash and Uber-Dash players choose their direction after the Regular moves: resolution pauses
 * before the Dash step until they have.
 */
import { CARD_NAMES, RESOLUTION_ORDER, isRegular, type ResolutionStep } from '../cards';
import { cellName, edgeOf } from '../grid';
import { crusherEdgeRefusal } from '../occupancy';
import { seatIds, type Choice, type LightcycleState, type PlayerId } from '../state';
import { recordFrame } from './frames';
import { label } from '../names';
import { moveInLockStep } from './lock-step';

const playersWith = (G: LightcycleState, test: (choice: Choice) => boolean): PlayerId[] =>
  seatIds(G).filter((p) => {
    const choice = G.resolution!.revealed[p];
    return (
      choice !== undefined &&
      test(choice) &&
      G.seats[p].cycle.alive &&
      G.seats[p].cycle.head !== null
    );
  });

/**
 * Everyone who played a matching card, crashed or not: a Crusher or an Over-Drive does not need
 * the cycle, so it still takes effect when the cycle crashed earlier in the round.
 */
const playedBy = (G: LightcycleState, test: (choice: Choice) => boolean): PlayerId[] =>
  seatIds(G).filter((p) => {
    const choice = G.resolution!.revealed[p];
    return choice !== undefined && test(choice);
  });

/** Alive Dash / Uber-Dash players who still have to choose their direction. */
export function dashersToAsk(G: LightcycleState): PlayerId[] {
  return playersWith(G, (c) => c.card === 'dash' || c.card === 'uberDash').filter(
    (p) => !G.dashTurns[p],
  );
}

const STEPS: Record<ResolutionStep, (G: LightcycleState) => void> = {
  regular(G) {
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
  cutTail(G) {
    const movers = playersWith(G, (c) => c.card === 'cutTail').map((player) => {
      const choice = G.resolution!.revealed[player] as Extract<Choice, { card: 'cutTail' }>;
      return { player, turn: choice.turn, distance: 1, mayCut: true };
    });
    moveInLockStep(G, movers, 'Cut Tail');
  },
  retractTail(G) {
    for (const player of playersWith(G, (c) => c.card === 'retractTail')) {
      const choice = G.resolution!.revealed[player] as Extract<Choice, { card: 'retractTail' }>;
      const cycle = G.seats[player].cycle;
      const keep = Math.max(1, Math.min(choice.length, cycle.tail.length));
      if (keep < cycle.tail.length) {
        G.resolution!.log.push(
          `${label(player)} retracts their trail to ${keep} cell${keep === 1 ? '' : 's'}.`,
        );
        cycle.tail = cycle.tail.slice(0, keep);
        recordFrame(G, 'Retract Tail');
      }
    }
  },
  dash(G) {
    dashStep(G, 'dash', 2);
  },
  uberDash(G) {
    dashStep(G, 'uberDash', 3);
  },
  crusher(G) {
    for (const player of playedBy(G, (c) => c.card === 'crusher')) {
      const choice = G.resolution!.revealed[player] as Extract<Choice, { card: 'crusher' }>;
      const edge = edgeOf(choice.edge[0], choice.edge[1]);
      const piece = pieceToUse(G, choice.piece);
      const refusal = crusherEdgeRefusal(G, edge, piece);
      if (refusal) {
        G.resolution!.log.push(`${label(player)}'s Crusher cannot land: ${refusal}`);
        continue;
      }
      G.crushers[piece] = { edge, placedBy: player };
      G.resolution!.log.push(
        `${label(player)} places a Crusher between ${cellName(edge[0], G.size)} and ${cellName(edge[1], G.size)}.`,
      );
      recordFrame(G, 'Crusher');
    }
  },
  overDrive(G) {
    for (const player of playedBy(G, (c) => c.card === 'overDrive')) {
      G.resolution!.log.push(
        `${label(player)} plays Over-Drive: it is switched ${G.overDrive ? 'off' : 'on'} from next round.`,
      );
    }
  },
};

/** The rulebook: an unplaced Crusher is used first; only when all three stand may one be moved. */
export function pieceToUse(
  G: Pick<LightcycleState, 'crushers'>,
  requested: number | undefined,
): number {
  const unplaced = G.crushers.findIndex((crusher) => crusher.edge === null);
  return unplaced !== -1 ? unplaced : (requested ?? 0);
}

function dashStep(G: LightcycleState, card: 'dash' | 'uberDash', distance: number): void {
  const movers = playersWith(G, (c) => c.card === card).map((player) => ({
    player,
    turn: G.dashTurns[player] ?? 'forward',
    // In Over-Drive, Dash and Uber-Dash do nothing extra.
    distance: G.overDrive ? 1 : distance,
  }));
  moveInLockStep(G, movers, CARD_NAMES[card]);
}

/**
 * Run the remaining steps. Returns 'dash' when resolution must wait for Dash directions,
 * 'done' when every step has run.
 */
export function resolveSteps(G: LightcycleState): 'dash' | 'done' {
  const resolution = G.resolution!;
  while (resolution.nextStep < RESOLUTION_ORDER.length) {
    const name = RESOLUTION_ORDER[resolution.nextStep];
    if (name === 'dash' && dashersToAsk(G).length > 0) return 'dash';
    STEPS[name](G);
    resolution.nextStep++;
  }
  return 'done';
}
