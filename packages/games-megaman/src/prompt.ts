/** The status bar's words: what a seat may do now, and the result at the end. */
import type { Ctx, PlayerID } from 'boardgame.io';
import { seatLabel, type AnyState, type Seat } from './state';

export function prompt({ G }: { G: AnyState; ctx: Ctx }, playerID: PlayerID | null): string {
  const pending = G.pending;
  if (G.bringing?.length)
    return playerID !== null && G.bringing.includes(playerID as Seat)
      ? 'Bring your deck to the table'
      : `Waiting for ${G.bringing.map(seatLabel).join(' and ')} to bring a deck`;
  if (!pending) return '';
  if (pending.seat !== playerID) {
    return pending.stage === 'main'
      ? `${seatLabel(pending.seat)}'s opportunity in the main phase`
      : `Waiting for ${seatLabel(pending.seat)}`;
  }
  switch (pending.stage) {
    case 'discardDown':
      return 'Discard down to 5 cards';
    case 'resources':
      return 'Play resources, or go on to the main phase';
    case 'chooseDestiny':
      return 'Choose your blast destiny';
    case 'main':
      return G.activeSeat === playerID
        ? 'Your opportunity: act or pass (two passes in a row start the battle)'
        : "Your opportunity on the opponent's turn: respond or pass";
  }
}

export function outcome(gameover: unknown): string {
  const over = gameover as { winner?: string; loser?: string };
  return over.loser !== undefined
    ? `${seatLabel(over.loser)}'s deck is exhausted: ${seatLabel(over.winner!)} wins`
    : 'Game over';
}

export const phaseLabel = (stage: string): string =>
  ({
    discardDown: 'Draw phase',
    resources: 'Resource phase',
    main: 'Main phase',
    chooseDestiny: 'Main phase (blast)',
  })[stage] ?? stage;
