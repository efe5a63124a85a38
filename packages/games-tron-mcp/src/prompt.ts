/** Status-bar words: what a seat is asked to do now, the phase names, the result. */
import { decisionPromptIn } from '@gridplay/core';
import { cardName } from './cards';
import { PHASE_LABEL, type PhaseName } from './rules';
import { seatInSentence, STATUS_LABEL, type AnyState, type Stage } from './state';

const ASK: Record<Stage, (G: AnyState) => string> = {
  mulligan: () => 'Keep your hand, or mulligan a hand with no Program',
  discardDown: () => 'Discard down to 8 cards',
  downloadControl: () => 'Download a Control card or pass',
  downloadProgram: () => 'Download a Program or pass',
  playStatus: () => 'Play a status card or pass',
  attack: () => 'Attack with a card or pass',
  counter: (G) =>
    `Counter ${cardName(G.attack!.card)} (${G.attack!.total}/${G.attack!.power}) with Skill cards or pass`,
  respond: () => 'Respond to the counter or pass',
  chooseDerez: (G) => `Choose a ${STATUS_LABEL[G.attack!.target]} program to derez`,
  reEnergize: (G) => `Save ${cardName(G.attack!.derezTarget!)} with Re-Energize or let it go`,
  erase: () => 'Discard a Skill card to erase the MCP, or pass',
  subRoutine: () => 'Play a Sub-Routine card or pass',
};

export const prompt = decisionPromptIn<AnyState, Stage>({ seatInSentence, asks: ASK });

export function outcome(gameover: unknown): string {
  const over = gameover as { winner?: string; reason?: string } | undefined;
  if (over?.reason === 'erased') return 'Tron erases the MCP in Program Delete';
  if (over?.reason === 'control') return 'The MCP takes control: all 10 Control cards are in play';
  return 'Game over';
}

export const phaseLabel = (phase: string) => PHASE_LABEL[phase as PhaseName] ?? phase;
