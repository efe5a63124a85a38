/**
 * What the bot reads from the other seat's decisions (core's inference: `bot.recall` and
 * `bot.model`). A seat that passes its main phase with a battle to win most likely holds no chip
 * that would win it; one that plays no resource most likely holds none it can play. The bot
 * weighs the hands it deals the other seat by how likely each makes what that seat was seen to
 * do, under the reference player's rules (`reference-bot.ts`) as the model of its play.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import { referenceGuidance, zoneSize } from '@gridplay/core';
import { blankSeat, referenceMove } from './reference-bot';
import { opponentOf, type MegaManState, type MegaManView, type Seat } from './state';
import { playerView } from './view';

/**
 * The state `actor` decided in, with the hand the world deals it now — while that is still the
 * hand it held: the same number of cards in its hand, deck, gauge, resources and discard since
 * (a draw, a play, a charge or a discard changes one of them). Otherwise the world cannot tell.
 */
export function recall(
  world: MegaManState,
  past: MegaManView,
  _ctx: Ctx,
  actor: PlayerID,
): MegaManState | undefined {
  const then = past.seats[actor as Seat];
  const now = world.seats[actor as Seat];
  if (!then || !now) return undefined;
  const unchanged =
    zoneSize(then.hand) === now.hand.length &&
    zoneSize(then.deck) === now.deck.length &&
    zoneSize(then.gauge) === now.gauge.length &&
    then.resources.length === now.resources.length &&
    then.discard.length === now.discard.length;
  if (!unchanged) return undefined;
  // The watching seat's own hidden cards (its deck, its gauge) stand in as blanks: the model
  // reads only the actor's cards and the table.
  const watcher = blankSeat(opponentOf(actor as Seat), past.seats[opponentOf(actor as Seat)]);
  return {
    ...past,
    seats: actor === '0' ? { '0': now, '1': watcher } : { '0': watcher, '1': now },
  };
}

/**
 * The other seat modelled as the reference player: its move weighs 6 to 1 against each other
 * (core's inference adds a floor of a uniform pick, so no single decision rules a hand out).
 */
export const model = referenceGuidance<MegaManState>(
  (G, ctx, seat, moves) => referenceMove(playerView({ G, playerID: seat }), ctx, seat, moves),
  { weight: 6 },
).policy;
