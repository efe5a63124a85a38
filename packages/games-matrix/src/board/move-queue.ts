/**
 * One confirm, several moves. The rules take one character per move (`plug`, `unplug`,
 * `bringIn`) and a `pass` to close the decision; the board lets the player choose them all at
 * once and then sends the moves one after another, each only once the one before has been played
 * (the log grew), and only while the same decision is still theirs. A pass the table takes for
 * the player anyway (an empty hand, see `forced.ts`) is left to the table.
 */
import type { Ctx } from 'boardgame.io';
import { useEffect, useRef, useState } from 'react';
import { forcedMove } from '../forced';
import type { AnyState, Seat, Stage } from '../state';

export interface PlannedMove {
  move: string;
  args: unknown[];
}

/** Where each chosen character goes (in table order), then the decision is closed. */
export function switchPlan(G: AnyState, chosen: readonly string[]): PlannedMove[] {
  const moves = G.humans
    .filter((human) => chosen.includes(human.card))
    .map((human) => ({ move: human.plugged ? 'unplug' : 'plug', args: [human.card] }));
  return [...moves, { move: 'pass', args: ['switch'] }];
}

/** Everyone chosen leaves the Matrix, then the decision is closed. */
export function exitPlan(G: AnyState, chosen: readonly string[]): PlannedMove[] {
  const moves = G.humans
    .filter((human) => human.plugged && chosen.includes(human.card))
    .map((human) => ({ move: 'unplug', args: [human.card] }));
  return [...moves, { move: 'pass', args: ['exit'] }];
}

/** The chosen characters come into play (in hand order), then the decision is closed. */
export function bringInPlan(hand: readonly string[], chosen: readonly string[]): PlannedMove[] {
  const moves = hand
    .filter((card) => chosen.includes(card))
    .map((card) => ({ move: 'bringIn', args: [card] }));
  return [...moves, { move: 'pass', args: ['bringIn'] }];
}

/** How long a sent move may go unanswered (refused) before the queue gives up. */
const ANSWER_MS = 4000;

export interface Queue {
  stage: Stage;
  moves: PlannedMove[];
  /** The position the last move was sent from. */
  sentAt?: unknown;
}

/**
 * The next move of `queue` to send now, or undefined when the queue is done: its moves are
 * spent, the decision is no longer the seat's, or what is left is a pass the table takes for the
 * player anyway.
 */
export function nextQueued(
  queue: Queue,
  { G, ctx }: { G: AnyState; ctx: Ctx },
  seat: Seat,
): PlannedMove | undefined {
  const next = queue.moves[0];
  const pending = G.pending;
  if (!next || pending?.seat !== seat || pending.stage !== queue.stage) return undefined;
  if (next.move === 'pass' && forcedMove({ G, ctx }, seat)) return undefined;
  return next;
}

/**
 * `run(stage, plan)` starts sending `plan`; `busy` is true while a move of it waits for its
 * answer (the confirm is disabled then, so a second click cannot send a move twice).
 * `position` is anything that changes with every move played (the log's length).
 */
export function useMoveQueue({
  G,
  ctx,
  seat,
  position,
  submit,
}: {
  G: AnyState;
  ctx: Ctx;
  seat: Seat | null;
  position: unknown;
  submit: (move: string, ...args: unknown[]) => void;
}) {
  const queue = useRef<Queue | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = () => {
    queue.current = null;
    clearTimeout(timer.current);
    setBusy(false);
  };
  const sendNext = () => {
    const current = queue.current;
    if (!current) return;
    const next = seat ? nextQueued(current, { G, ctx }, seat) : undefined;
    if (!next) {
      stop();
      return;
    }
    current.moves = current.moves.slice(1);
    current.sentAt = position;
    clearTimeout(timer.current);
    timer.current = setTimeout(stop, ANSWER_MS);
    setBusy(true);
    submit(next.move, ...next.args);
  };

  useEffect(() => {
    if (queue.current && queue.current.sentAt !== position) sendNext();
    // Only a new position sends the next move; G and ctx are read from the same render.
  }, [position]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    busy,
    run: (stage: Stage, plan: PlannedMove[]) => {
      queue.current = { stage, moves: plan };
      sendNext();
    },
  };
}
