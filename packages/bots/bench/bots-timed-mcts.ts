/**
 * boardgame.io's stock MCTSBot, its search unchanged, stopped by a clock instead of an iteration
 * count so that it can be compared with the fair bot at equal time per decision. It is handed the
 * full state (hands, deck order, the random plugin's PRNG): it cheats, as it does in
 * boardgame.io's `Local`.
 */
import { MCTSBot } from 'boardgame.io/ai';
import type { Game, PlayerID, State } from 'boardgame.io';

type Node = Parameters<MCTSBot['playout']>[0];

export class TimedMCTSBot extends MCTSBot {
  /** Iterations of the last decision. */
  lastIterations = 0;
  private deadline = 0;

  constructor(
    game: Game,
    seed: string,
    private readonly timeMs: number,
  ) {
    super({ game, enumerate: game.ai!.enumerate, seed, iterations: Number.MAX_SAFE_INTEGER });
  }

  /**
   * Runs once per iteration: past the deadline, raise the counter to its limit so the stock loop
   * ends after this iteration (its own clock hook fires only every 25 iterations).
   */
  override playout(node: Node) {
    this.lastIterations++;
    if (performance.now() >= this.deadline) this.iterationCounter = Number.MAX_SAFE_INTEGER - 1;
    return super.playout(node);
  }

  override play(state: State, playerID: PlayerID) {
    this.lastIterations = 0;
    this.deadline = performance.now() + this.timeMs;
    return super.play(state, playerID);
  }
}
