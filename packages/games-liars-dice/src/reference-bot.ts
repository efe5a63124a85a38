/**
 * The reference opponent (core's `bot.reference`, `bot-check --vs reference`): a scripted club
 * player written from the rules alone, without search and without the search's policy. It sees
 * its own cup and counts on the others' dice showing a face at the odds of a fair die:
 *
 * 1. Expected count of a face = my dice showing it (aces too, when aces are wild for it) + the
 *    other dice on the table × 1/3 (a wild face) or × 1/6 (aces, or any face in a Palifico round).
 * 2. Calza (when played) when the bid is within a quarter of a die of its expected count and the
 *    others hold at most four dice.
 * 3. Dudo when the bid is above its expected count by at least a die, or when it is further
 *    above it than my best raise is below its own (the call is then less likely wrong than the
 *    raise).
 * 4. Otherwise raise on the face whose lowest legal raise is the most below its expected count;
 *    among equals the face I hold most of, then the higher face. Opening, bid that face at its
 *    expected count rounded down (at least one), which leaves the next player less room.
 */
import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove } from '@gridplay/core';
import { ACE, FACES, type Face } from './dice';
import { diceOnTable, lowestQuantity } from './rules';
import type { View } from './state';

/** Dudo at once when the bid is this many dice above what I expect. */
const DUDO_MARGIN = 1;
const CALZA_WINDOW = 0.25;
const CALZA_MOST_OTHER_DICE = 4;

interface Count {
  mine: number;
  expected: number;
}

function countOf(view: View, seat: PlayerID, face: Face): Count {
  const wild = !view.palifico && face !== ACE;
  const cup = view.cups[seat] as Face[];
  const mine = cup.filter((die) => die === face || (wild && die === ACE)).length;
  const others = diceOnTable(view) - cup.length;
  return { mine, expected: mine + others * (wild ? 1 / 3 : 1 / 6) };
}

export function referenceMove(
  view: View,
  _ctx: Ctx,
  seat: PlayerID,
  moves: AiMove[],
): AiMove | undefined {
  const onTable = diceOnTable(view);
  const raises: { quantity: number; face: Face; margin: number; mine: number }[] = [];
  for (const { face } of FACES) {
    const lowest = lowestQuantity(view.bid, face, view.palifico);
    if (lowest === null || lowest > onTable) continue;
    const { mine, expected } = countOf(view, seat, face);
    raises.push({ quantity: lowest, face, margin: expected - lowest, mine });
  }
  raises.sort((a, b) => b.margin - a.margin || b.mine - a.mine || b.face - a.face);
  const best = raises[0];
  const offered = (move: string) => moves.find((m) => 'move' in m && m.move === move);

  if (view.bid) {
    const excess = view.bid.quantity - countOf(view, seat, view.bid.face).expected;
    const calza = offered('calza');
    const others = onTable - (view.cups[seat] as Face[]).length;
    if (calza && Math.abs(excess) <= CALZA_WINDOW && others <= CALZA_MOST_OTHER_DICE) return calza;
    // Calling is wrong when the bid holds, raising when my raise does not: take the safer.
    const dudo = offered('dudo');
    if (dudo && (best === undefined || excess >= DUDO_MARGIN || excess > best.margin)) return dudo;
  }
  if (!best) return moves[0];
  const quantity = view.bid
    ? best.quantity
    : Math.max(best.quantity, Math.floor(best.margin + best.quantity));
  return { move: 'bid', args: [quantity, best.face] };
}

/** Core's `bot.reference`: the scripted move, or the first offered when it finds none. */
export function reference(view: View, ctx: Ctx, seat: PlayerID, moves: AiMove[]): AiMove {
  return referenceMove(view, ctx, seat, moves) ?? moves[0];
}
