import { defineGameModule } from '@gridplay/core';
import { bot } from './ai';
import { reference } from './reference-bot';
import { game } from './game';
import { meta } from './meta';
import { REACTION_NAMES } from './moves/react';
import type { State, View } from './state';
import { perturbSecrets } from './view';
import { forcedMove } from './forced';

export default defineGameModule<State, View>({
  meta,
  game,
  board: () => import('./board/Board'),
  tutorial: () => import('./tutorial'),
  bot: { ...bot, reference },
  perturbSecrets,
  forcedMove,
  prompt: ({ G, ctx }, playerID) => {
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
  },
  outcome: (gameover, { G }) => {
    const result = gameover as State['result'];
    if (!result) return 'The match is over.';
    if ('draw' in result) {
      return result.reason === 'stalemate'
        ? '10 turns without a De-Rez: a draw among the programs still standing.'
        : 'No program is left standing: a draw.';
    }
    const names = result.winners.map((s) => G.programs[s].name);
    return result.team !== undefined
      ? `${names.join(' and ')}'s team is the last standing.`
      : `${names[0]} is the last program standing.`;
  },
  phaseLabel: (phase) => (phase === 'react' ? 'Reaction' : phase),
});
