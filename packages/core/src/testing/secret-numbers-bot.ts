/**
 * A sampler for core's Secret Numbers toy, so the fairness test can run on a game with hidden
 * hands. Played cards are not recorded one by one, only as score totals, so a world is drawn by
 * rejection: deal the cards this seat cannot see until every seat's played cards add up to its
 * public score.
 */
import type { PlayerID } from 'boardgame.io';
import type { BotSupport, GameModule } from '../contract/game-module';
import { ofSeat } from '../rules/of-seat';
import { isHidden, zoneSize, type Visible } from '../secrets/hidden-zone';
import { secretNumbers, type SecretNumbersState } from './secret-numbers';

const DECK = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const HAND = 3;
const ATTEMPTS = 500;

type View = Omit<SecretNumbersState, 'deck' | 'hands'> & {
  deck: Visible<number>;
  hands: Record<PlayerID, Visible<number>>;
};

const sum = (cards: number[]) => cards.reduce((a, b) => a + b, 0);

export const secretNumbersBot: BotSupport<SecretNumbersState> = {
  determinize: (rawView, ctx, seat, random) => {
    const view = rawView as unknown as View;
    const own = view.hands[seat] as number[];
    const unseen = DECK.filter((card) => !own.includes(card));
    let fallback: SecretNumbersState | undefined;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const pool = random.Shuffle(unseen);
      const hands: Record<PlayerID, number[]> = {};
      let consistent = true;
      for (const player of ctx.playOrder) {
        const held = ofSeat(view.hands, player);
        const heldCards = isHidden(held) ? pool.splice(0, held.size) : held;
        const played = pool.splice(0, HAND - zoneSize(held));
        if (sum(played) !== view.scores[player]) consistent = false;
        hands[player] = heldCards;
      }
      const world = { ...view, deck: pool, hands };
      if (consistent) return world;
      fallback ??= world;
    }
    return fallback as SecretNumbersState;
  },
};

export const secretNumbersWithBot: GameModule<SecretNumbersState> = {
  ...secretNumbers,
  bot: secretNumbersBot,
};
