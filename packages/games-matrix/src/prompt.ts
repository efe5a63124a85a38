/** Status-bar words: what a seat is asked to do now, the phase names, the result. */
import { decisionPromptIn } from '@gridplay/core';
import { cardName } from './cards';
import { contestLabel, PHASE_LABEL, totalOf, type PhaseName } from './rules';
import { HUMANS, MACHINES, seatInSentence, type AnyState, type Stage } from './state';
import { OUTCOME, type Gameover } from './victory';

const ASK: Record<Stage, (G: AnyState) => string> = {
  discardDown: () => 'Discard down to 10 cards',
  draw: () => 'Draw two, or take any one card from your deck',
  bringIn: () => 'Bring characters into play, or pass',
  switch: () => 'Plug characters into the Matrix or unplug them, then pass',
  contest: (G) =>
    `${contestLabel(G.contest!.kind)}: Humans ${totalOf(G, HUMANS)} – Machines ${totalOf(G, MACHINES)}. Play an Event or pass`,
  casualty: (G) =>
    G.matrix.casualtyOf === G.pending?.seat
      ? 'You lost the Combat: choose which character in the Matrix is killed'
      : 'You won the Combat with a hunter: choose which of their characters in the Matrix is killed',
  mission: () => 'Choose a Mission card or the Basic Mission',
  scrap: () => 'You lost the Battle: choose a Robot to discard',
  exit: (G) =>
    `Unplug characters from the Matrix or pass (${G.humans
      .filter((h) => h.plugged)
      .map((h) => cardName(h.card))
      .join(', ')} plugged in)`,
};

export const prompt = decisionPromptIn<AnyState, Stage>({ seatInSentence, asks: ASK });

export function outcome(gameover: unknown): string {
  const over = gameover as Gameover | undefined;
  return over?.reason ? OUTCOME[over.reason] : 'Game over';
}

export const phaseLabel = (phase: string) => PHASE_LABEL[phase as PhaseName] ?? phase;
