/** A program answers a disc crossing its base (the choices are in G.reaction). */
import { z } from 'zod';
import { defineMove } from '@gridplay/core';
import { answerReaction } from '../phases/3-discs-move';
import type { ReactionChoice, State } from '../state';
import { settle } from '../phases/flow';

export const REACTION_CHOICES = [
  'block',
  'dodge',
  'dive',
  'catch',
  'diveCatch',
  'letPass',
] as const;

export const REACTION_WORDS: Record<ReactionChoice, string> = {
  block: 'Block (spend a held card; the Direction Die re-aims the disc)',
  dodge: 'Dodge (spend a held card)',
  dive: 'Dive out of the way (you land Prone)',
  catch: 'Catch (spend a held card)',
  diveCatch: 'Dive for it (caught, but you land Prone)',
  letPass: 'Let it pass',
};

/** Short names of the reactions, for refusals, buttons and the log. */
export const REACTION_NAMES: Record<ReactionChoice, string> = {
  block: 'Block',
  dodge: 'Dodge',
  dive: 'Dive',
  catch: 'Catch',
  diveCatch: 'Dive for it',
  letPass: 'Let it pass',
};

export const react = defineMove<State, [ReactionChoice]>({
  args: z.tuple([z.enum(REACTION_CHOICES)]),
  check: ({ G, playerID }, choice) => {
    const reaction = G.reaction;
    if (!reaction || reaction.reactor !== playerID) return 'No disc is waiting for your reaction.';
    if (!reaction.options.includes(choice))
      return `You cannot ${REACTION_NAMES[choice].toLowerCase()} now: choose ${reaction.options.map((o) => REACTION_NAMES[o]).join(' or ')}.`;
    return undefined;
  },
  describe: ({ G, playerID }, choice) =>
    `${G.programs[playerID].name}: ${REACTION_NAMES[choice].toLowerCase()}.`,
  apply: (context, choice) => {
    answerReaction(context.G, choice, context.random);
    settle(context);
  },
});
