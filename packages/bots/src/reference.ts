/**
 * Generic plumbing for the games' reference players (`bot.reference`, `bot-check --vs
 * reference`): scripted players without search. A game writes its rules; core only adapts them.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove, BotSupport, Randomness } from '@gridplay/core';

/**
 * `random` without its coin flips: `Number()` always answers just under 1, so a script's
 * "sometimes play anything" branch (`random.Number() < 0.25`) never fires, while `Die` and
 * `Shuffle` still break ties at random. A rollout policy played with it is its steady self.
 */
export function steadyRandom(random: Randomness): Randomness {
  return { ...random, Number: () => 1 - 2 ** -32 };
}

type Script<G> = (G: G, ctx: Ctx, seat: PlayerID, moves: AiMove[], random: Randomness) => AiMove;

/**
 * A reference player from a script that reads a full state (a greedy rule list written for
 * rollouts): it plays the script without its random exploration, on the seat's view — or, when
 * the game hides something, on a world `determinize` deals from that view (the script then
 * guesses the unseen cards at random, as a player who does not count them would).
 */
export function scriptedReference<G, View>(
  script: Script<G>,
  determinize?: BotSupport<G, View>['determinize'],
): NonNullable<BotSupport<G, View>['reference']> {
  return (view, ctx, seat, moves, random) => {
    const world = determinize ? determinize(view, ctx, seat, random) : (view as unknown as G);
    return script(world, ctx, seat, moves, steadyRandom(random));
  };
}
