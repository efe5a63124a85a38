/**
 * A search guided by the game's own scripted player (`bot.reference`): its playouts play the
 * reference's move (any legal move a `stray` share of the time, so they still explore), and its
 * prior weighs the reference's move `weight` to 1 against each other move. For a game whose
 * reference plays sounder moves than its greedy rollout: in Tron, the search so guided beat the
 * search with the greedy rollout (figures in the bots README).
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { Randomness } from '../random';
import type { AiMove, BotSupport } from './game-module';

/** The scripted player as the search calls it: on a sampled full state, which shows what the view does. */
export type ReferenceRule<G> = (G: G, ctx: Ctx, seat: PlayerID, moves: AiMove[]) => AiMove;

export interface ReferenceGuidanceOptions {
  /** Share of playout moves drawn uniformly instead (0–1; default 0.15). */
  stray?: number;
  /** The reference's move's weight in the prior, every other move weighing 1 (default 4). */
  weight?: number;
}

/** Whether `move` is `choice`, or a move equal to it (`choiceKey` is its JSON, made once a call). */
const isChoice = (move: AiMove, choice: AiMove, choiceKey: string) =>
  move === choice || JSON.stringify(move) === choiceKey;

export function referenceGuidance<G>(
  rule: ReferenceRule<G>,
  { stray = 0.15, weight = 4 }: ReferenceGuidanceOptions = {},
): Required<Pick<BotSupport<G>, 'rollout' | 'policy'>> {
  if (!(stray >= 0 && stray <= 1)) throw new RangeError(`stray must be in [0, 1], not ${stray}`);
  if (!(weight >= 1)) throw new RangeError(`weight must be at least 1, not ${weight}`);
  return {
    rollout: (G: G, ctx: Ctx, seat: PlayerID, moves: AiMove[], random: Randomness) => {
      if (stray > 0 && random.Number() < stray) {
        const any = moves[random.Die(moves.length) - 1];
        if (any) return any;
      }
      const choice = rule(G, ctx, seat, moves);
      // The listed move when the rule built an equal one, so the simulator sees a listed move.
      if (moves.includes(choice)) return choice;
      const choiceKey = JSON.stringify(choice);
      return moves.find((move) => JSON.stringify(move) === choiceKey) ?? choice;
    },
    policy: (G: G, ctx: Ctx, seat: PlayerID, moves: AiMove[]) => {
      const choice = rule(G, ctx, seat, moves);
      const choiceKey = JSON.stringify(choice);
      return moves.map((move) => (isChoice(move, choice, choiceKey) ? weight : 1));
    },
  };
}
