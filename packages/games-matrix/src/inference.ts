/**
 * What the bot reads from the other side's decisions (core's inference: `bot.recall` and
 * `bot.model`). A side that passes in a contest it is losing most likely holds no Event that
 * closes the gap; Humans who send Neo in most likely hold a Mission to attempt. The bot weighs the
 * hands it deals the other side by how likely each makes what that side was seen to do, under the
 * reference player's rules (`reference-bot.ts`) as the model of its play.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { recallSeatPiles, referenceGuidance } from '@gridplay/core';
import { referenceMove } from './reference-bot';
import type { MatrixState, MatrixView } from './state';

/**
 * The state `actor` decided in, with the hand the world deals it now — while that is still the
 * hand it held (core's `recallSeatPiles`: no draw, play or discard since).
 */
export const recall = (world: MatrixState, past: MatrixView, ctx: Ctx, actor: PlayerID) =>
  recallSeatPiles(world, past, ctx, actor);

/**
 * The other side modelled as the reference player: its move weighs 6 to 1 against each other
 * (core's inference adds a floor of a uniform pick, so no single decision rules a hand out).
 * Only a model: as the search's prior the same weights did not win (bots README, 2026-11-27).
 */
export const model = referenceGuidance<MatrixState>(
  (G, ctx, seat, moves) => referenceMove(G, ctx, seat, moves),
  { weight: 6 },
).policy;
