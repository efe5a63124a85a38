/**
 * Scenario set-up for the rule tests: a real match, patched to the position a rule talks about
 * (cards named by design id, e.g. `setHand(G, HUMANS, 'dodge-this')`), then played with real
 * moves. Dice are set by patching the contest that the rules opened.
 */
import { LocalMatch, pullDesign, setHandTo, stackDeckWith } from '@gridplay/core';
import { game } from '../game';
import { defOf, leader, type PhaseName } from '../rules';
import {
  HUMANS,
  MACHINES,
  opponentOf,
  type ContestKind,
  type MatrixState,
  type Pending,
  type Seat,
} from '../state';

export { HUMANS, MACHINES };

/** Take one card of `design` from wherever it is among the seat's cards (not in play). */
function pull(G: MatrixState, seat: Seat, design: string): string {
  return pullDesign(G.seats[seat], design, defOf);
}

/** Replace the seat's hand by these designs (the old hand goes to the bottom of the deck). */
export function setHand(G: MatrixState, seat: Seat, ...designs: string[]): string[] {
  return setHandTo(G.seats[seat], designs, defOf);
}

/** Put these designs on top of the seat's deck, in order. */
export function stackDeck(G: MatrixState, seat: Seat, ...designs: string[]): void {
  stackDeckWith(G.seats[seat], designs, defOf);
}

/** Take every character out of play (back into the decks). */
export function clearPlay(G: MatrixState): void {
  G.seats[HUMANS].deck.push(...G.humans.splice(0).map((h) => h.card));
  G.seats[MACHINES].deck.push(...G.machines.splice(0));
}

export function putHuman(G: MatrixState, design: string, plugged = false): string {
  const card = pull(G, HUMANS, design);
  G.humans.push({ card, plugged });
  return card;
}

export function putMachine(G: MatrixState, design: string): string {
  const card = pull(G, MACHINES, design);
  G.machines.push(card);
  return card;
}

/**
 * A match standing at `phase` with `pending` to decide. `edit` arranges the cards. Both hands
 * start empty and both sides keep their starting characters (Morpheus and Trinity unplugged,
 * Agents Smith and Jones) unless `edit` changes them.
 */
export function scenario(
  phase: PhaseName,
  pending: Pending,
  edit: (G: MatrixState) => void = () => {},
  seed = 'scenario',
): LocalMatch<MatrixState> {
  const match = new LocalMatch<MatrixState>(game, { numPlayers: 2, seed });
  return match.patch(
    (G) => {
      for (const seat of [HUMANS, MACHINES] as const)
        G.seats[seat].deck.push(...G.seats[seat].hand.splice(0));
      G.turn = 1;
      G.timeCounters = 1;
      G.phaseBegun = phase;
      G.pending = pending;
      edit(G);
    },
    { phase, activePlayers: { [pending.seat]: pending.stage } },
  );
}

/** A match inside a contest of `kind` with these dice; the side behind acts first. */
export function contestScenario(
  phase: PhaseName,
  kind: ContestKind,
  dice: [humans: number, machines: number],
  edit: (G: MatrixState) => void = () => {},
): LocalMatch<MatrixState> {
  let first: Seat = HUMANS;
  const match = scenario(phase, { seat: HUMANS, stage: 'contest' }, (G) => {
    edit(G);
    G.contest = { kind, dice: { [HUMANS]: dice[0], [MACHINES]: dice[1] }, played: [], passes: 0 };
    first = opponentOf(leader(G));
    G.pending = { seat: first, stage: 'contest' };
  });
  return match.patch(() => {}, { activePlayers: { [first]: 'contest' } });
}

/** Re-roll the contest the rules just opened to these dice (who acts first follows them). */
export function setDice(match: LocalMatch<MatrixState>, humans: number, machines: number): void {
  let first: Seat = HUMANS;
  match.patch((G) => {
    if (!G.contest) throw new Error('no contest is open');
    G.contest.dice = { [HUMANS]: humans, [MACHINES]: machines };
    first = opponentOf(leader(G));
    G.pending = { seat: first, stage: 'contest' };
  });
  match.patch(() => {}, { activePlayers: { [first]: 'contest' } });
}

/** Both sides pass: the contest closes. */
export function passBoth(match: LocalMatch<MatrixState>): void {
  for (let i = 0; i < 2; i++) {
    const pending = match.G.pending!;
    ok(match, pending.seat, 'pass', 'contest');
  }
}

/** Every card of a side, wherever it is: the count never changes. */
export function cardCount(G: MatrixState, seat: Seat): number {
  const piles = G.seats[seat];
  const inPlay = seat === HUMANS ? G.humans.length + G.completed.length : G.machines.length;
  const attempting = seat === HUMANS && G.mission && G.mission !== 'basic' ? 1 : 0;
  return piles.hand.length + piles.deck.length + piles.discard.length + inPlay + attempting;
}

export const designs = (cards: readonly string[]) => cards.map(defOf);

/** Play a move and fail loudly (with the reason) if it was refused. */
export function ok(
  match: LocalMatch<MatrixState>,
  seat: Seat,
  move: string,
  ...args: unknown[]
): void {
  const result = match.move(seat, move, ...args);
  if (!result.ok) throw new Error(`${move}(${JSON.stringify(args)}) refused: ${result.reason}`);
}

/** The instance id of the first card of `design` in the seat's hand. */
export function inHand(G: MatrixState, seat: Seat, design: string): string {
  const card = G.seats[seat].hand.find((c) => defOf(c) === design);
  if (!card) throw new Error(`no ${design} in hand`);
  return card;
}

export const humanDesigns = (G: MatrixState) =>
  G.humans.map((h) => `${defOf(h.card)}${h.plugged ? '*' : ''}`);
