/** The status line, the game-over line and the stage's name, in player words. */
import type { Ctx, PlayerID } from 'boardgame.io';
import { REACTION_NAMES } from './moves/react';
import { REACT_STAGE } from './phases/4-reactions';
import type { Gameover, View } from './state';

export function prompt({ G, ctx }: { G: View; ctx: Ctx }, playerID: PlayerID | null): string {
  if (ctx.gameover !== undefined || G.result) return 'The match is over.';
  if (G.reaction) {
    const owner = G.programs[G.reaction.discOwner].name;
    if (G.reaction.reactor !== playerID)
      return `${G.programs[G.reaction.reactor].name} reacts to ${owner}'s disc.`;
    return `${G.reaction.discOwner === playerID ? 'Your' : `${owner}'s`} disc crosses your base: ${G.reaction.options.map((o) => REACTION_NAMES[o]).join(', ')}?`;
  }
  if (G.flipped === null) return 'Waiting.';
  if (G.flipped !== playerID) return `${G.programs[G.flipped].name}'s card is up.`;
  return G.programs[playerID].prone
    ? 'Your card is up. You are Prone: stand up or hold the card.'
    : 'Your card is up: move, throw, attack, or hold it for a reaction.';
}

/** boardgame.io hands the gameover over untyped; it is what `endIf` returned, G.result. */
const isGameover = (value: unknown): value is Gameover =>
  typeof value === 'object' && value !== null && ('draw' in value || 'winners' in value);

export function outcome(gameover: unknown, { G }: { G: View }): string {
  if (!isGameover(gameover)) return 'The match is over.';
  const result = gameover;
  if ('draw' in result) {
    return result.reason === 'stalemate'
      ? '10 turns without a De-Rez: a draw among the programs still standing.'
      : 'No program is left standing: a draw.';
  }
  const names = result.winners.map((s) => G.programs[s].name);
  return result.team !== undefined
    ? `${names.join(' and ')}'s team is the last standing.`
    : `${names[0]} is the last program standing.`;
}

export const phaseLabel = (phase: string): string => (phase === REACT_STAGE ? 'Reaction' : phase);
