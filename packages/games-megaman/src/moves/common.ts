/** Pieces every move shares: whose decision it is, and handing the next decision on. */
import type { CheckContext } from '@gridplay/core';
import { seatLabel, type MegaManState, type Seat, type Stage } from '../state';

export const STAGE_WORDS: Record<Stage, string> = {
  discardDown: 'discarding down to 5',
  resources: 'playing resources',
  main: 'taking a main-phase action',
  chooseDestiny: 'choosing a blast destiny',
};

/** Why `playerID` may not take a decision of this stage now, or undefined. */
export function notYourDecision(
  { G, playerID }: CheckContext<MegaManState>,
  stage: Stage,
): string | undefined {
  const pending = G.pending;
  if (G.loser !== null) return 'The game is over.';
  if (!pending) return 'Nothing is waiting for a decision.';
  if (pending.seat !== playerID)
    return pending.stage === 'main'
      ? `It is ${seatLabel(pending.seat)}'s opportunity, not yours.`
      : `Waiting for ${seatLabel(pending.seat)} (${STAGE_WORDS[pending.stage]}).`;
  if (pending.stage !== stage) return `Now you are ${STAGE_WORDS[pending.stage]}.`;
  return undefined;
}

export function inHand(G: MegaManState, seat: Seat, card: string): boolean {
  return G.seats[seat].hand.includes(card);
}

type Events = {
  setActivePlayers?: (arg: { value: Record<string, string> }) => void;
  endTurn?: () => void;
};

/** Point boardgame.io at the next decision, or end the turn when none is waiting. */
export function handOn(G: MegaManState, events: Events): void {
  if (G.loser !== null) return;
  if (G.pending) events.setActivePlayers?.({ value: { [G.pending.seat]: G.pending.stage } });
  else events.endTurn?.();
}
