/**
 * boardgame.io's stock MCTSBot, unchanged except that it stops at a time budget instead of an
 * iteration count, so it can be compared with the fair bot at equal time per decision. It is
 * handed the full state (hands, deck order, the random plugin's PRNG): it cheats, as it does
 * in boardgame.io's `Local`.
 */
import { MCTSBot } from 'boardgame.io/ai';
import type { Game, PlayerID, State } from 'boardgame.io';

export class TimedMCTSBot extends MCTSBot {
  /** Iterations of the last decision. */
  lastIterations = 0;
  private totalIterations = 0;
  private totalMs = 0;

  constructor(game: Game, seed: string, timeMs: number) {
    const clock = { deadline: 0, lastCheck: 0, bot: undefined as TimedMCTSBot | undefined };
    super({
      game,
      enumerate: game.ai!.enumerate,
      seed,
      iterations: Number.MAX_SAFE_INTEGER,
      // Called every 25 iterations (the stock bot's only stopping point besides its count).
      iterationCallback: ({ iterationCounter }: { iterationCounter: number }) => {
        const bot = clock.bot as unknown as { iterationCounter: number; lastIterations: number };
        bot.lastIterations = iterationCounter;
        // Stop when another chunk would overrun the deadline.
        const now = performance.now();
        const chunk = now - clock.lastCheck;
        clock.lastCheck = now;
        if (now + chunk >= clock.deadline) bot.iterationCounter = Number.MAX_SAFE_INTEGER;
      },
    });
    clock.bot = this;
    const play = this.play.bind(this);
    this.play = async (state: State, playerID: PlayerID) => {
      // The stock bot checks its iteration count after every iteration but the clock only every
      // 25: set the count its measured speed allows in the time, so it stops on time.
      if (this.totalMs > 0) {
        const perMs = this.totalIterations / this.totalMs;
        this.setOpt('iterations', Math.max(1, Math.round(perMs * timeMs)));
      }
      clock.lastCheck = performance.now();
      clock.deadline = clock.lastCheck + timeMs;
      const started = clock.lastCheck;
      this.lastIterations = 0;
      const result = await play(state, playerID);
      // Stopped by the clock, the counter was set to the maximum; the callback noted the real count.
      if (this.iterationCounter < Number.MAX_SAFE_INTEGER) this.lastIterations = this.iterationCounter;
      this.totalIterations += this.lastIterations;
      this.totalMs += performance.now() - started;
      return result;
    };
  }
}
