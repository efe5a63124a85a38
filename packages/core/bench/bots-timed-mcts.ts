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

  constructor(game: Game, seed: string, timeMs: number) {
    const clock = { deadline: 0, lastCheck: 0, bot: undefined as TimedMCTSBot | undefined };
    super({
      game,
      enumerate: game.ai!.enumerate,
      seed,
      iterations: Number.MAX_SAFE_INTEGER,
      // Called every 25 iterations: ending the count there is the stock bot's only stopping point.
      iterationCallback: ({ iterationCounter }: { iterationCounter: number }) => {
        const bot = clock.bot as unknown as { iterationCounter: number; lastIterations: number };
        bot.lastIterations = iterationCounter;
        // Stop when another chunk would overrun the deadline, so both bots spend the same time.
        const now = performance.now();
        const chunk = now - clock.lastCheck;
        clock.lastCheck = now;
        if (now + chunk >= clock.deadline) bot.iterationCounter = Number.MAX_SAFE_INTEGER;
      },
    });
    clock.bot = this;
    const play = this.play.bind(this);
    this.play = (state: State, playerID: PlayerID) => {
      clock.lastCheck = performance.now();
      clock.deadline = clock.lastCheck + timeMs;
      return play(state, playerID);
    };
  }
}
