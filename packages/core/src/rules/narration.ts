/**
 * What the rules do on their own — a card drawn at the start of a turn, a disc that bounces, a
 * cycle that crashes — told in the match log, the one log players read. A game keeps a public
 * `narration: string[]` in its state and calls `narrate(G, line)` wherever its rules act without
 * a move; `defineMove` then writes those lines into the next move's log line: lines written
 * before the move (at setup, or as its turn began) come before the move's own `describe` line,
 * lines its rules write come after it, so the log reads in the order things happened.
 *
 * Every seat and spectator reads the log: a narrated line must say only what is public.
 */

/** A state whose rules tell what they do on their own. */
export interface Narrated {
  narration: string[];
}

/** Lines kept waiting for a move at most: a state that no move reads again stays small. */
const WAITING_LINES = 30;

export function narrate(G: Narrated, line: string): void {
  G.narration.push(line);
  if (G.narration.length > WAITING_LINES) {
    G.narration.splice(0, G.narration.length - WAITING_LINES);
  }
}

export function isNarrated(G: unknown): G is Narrated {
  return typeof G === 'object' && G !== null && Array.isArray((G as Partial<Narrated>).narration);
}

/** The narrated lines written so far, taken out of the state (the log now holds them). */
export function takeNarration(G: unknown): string[] {
  return isNarrated(G) ? G.narration.splice(0) : [];
}
