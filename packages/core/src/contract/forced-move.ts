/**
 * Forced decisions the apps take for the player: a game's optional `forcedMove`, trusted only
 * when the rules agree that it is the seat's one legal choice right now.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, ForcedMove, GameModule } from './game-module';

/** A game's `forcedMove` hook, written against the state it reads (the seat's view, or both). */
export type ForcedMoveRule<View> = NonNullable<GameModule<unknown, View>['forcedMove']>;

const sameChoice = (a: unknown, b: AiMove): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What to play for `playerID` now without asking, or undefined. `state` is the seat's own view.
 * The game's answer is checked against `ai.enumerate`: a hook that names a move the rules do not
 * list as the only choice is ignored, so a game bug can never play a move the player did not mean.
 */
export function forcedMoveFor(
  module: Pick<GameModule, 'game' | 'forcedMove'>,
  state: { G: unknown; ctx: Ctx },
  playerID: PlayerID | null,
): ForcedMove | undefined {
  if (!module.forcedMove || playerID === null || state.ctx.gameover !== undefined) return undefined;
  const forced = module.forcedMove(state, playerID);
  if (!forced) return undefined;
  const choices = module.game.ai.enumerate(state.G, state.ctx, playerID);
  return choices.length === 1 && sameChoice(choices[0], forced.choice) ? forced : undefined;
}
