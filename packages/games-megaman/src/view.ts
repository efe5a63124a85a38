/**
 * What each seat may see (RULINGS §5): hands, deck order and the face-down power gauge are
 * hidden — the gauge from its owner too, until a blast reveals it; a custom deck list is hidden
 * from all but its owner (a demo deck's list is public); discards, cards in play, the cards a
 * blast revealed, and every zone's size are public. Spectators see no hand.
 */
import { hideZone, type HiddenZone, type Randomness } from '@gridplay/core';
import type { Ctx, PlayerID } from 'boardgame.io';
import { CARDS, defOf } from './cards';
import { MAX_COPIES } from './decks';
import {
  listIsSecret,
  SEATS,
  type MegaManState,
  type MegaManView,
  type Seat,
  type SeatView,
} from './state';

export function playerView({
  G,
  playerID,
}: {
  G: MegaManState;
  ctx?: Ctx;
  playerID: PlayerID | null;
}): MegaManView {
  const seats = {} as Record<Seat, SeatView>;
  for (const seat of SEATS) {
    const piles = G.seats[seat];
    seats[seat] = {
      ...piles,
      deck: hideZone(piles.deck),
      gauge: hideZone(piles.gauge),
      hand: seat === playerID ? piles.hand : hideZone(piles.hand),
      list: listIsSecret(piles) ? customList(piles.list, seat === playerID) : piles.list,
    };
  }
  return { ...G, seats };
}

/**
 * A finished match as anyone may replay it: everything, except a custom list, which stays its
 * owner's secret after the match too (RULINGS §5) — its hand, deck and gauge at the end would
 * spell the list out, so they stay sizes, as a spectator saw them. Demo decks show in full.
 */
export function finishedView(G: MegaManState): MegaManState | MegaManView {
  if (!SEATS.some((seat) => listIsSecret(G.seats[seat]))) return G;
  const spectator = playerView({ G, playerID: null });
  const seats = {} as Record<Seat, SeatView | MegaManState['seats'][Seat]>;
  for (const seat of SEATS)
    seats[seat] = listIsSecret(G.seats[seat]) ? spectator.seats[seat] : G.seats[seat];
  return { ...G, seats } as MegaManView;
}

/**
 * A custom list: its size for the others; for its owner the designs, sorted — the list it wrote.
 * (Card ids would keep, in the owner's private list, the id of every card it has played: a
 * secret copy of what the table sees.)
 */
function customList(list: readonly string[], owner: boolean): string[] | HiddenZone {
  return owner ? list.map(defOf).sort() : hideZone(list);
}

/**
 * Change only `owner`'s secrets: its hand, deck and gauge dealt afresh from the same cards, sizes
 * kept, so nothing another seat may see changes. With a custom list, which is secret too, one
 * unseen card also becomes another design (the list changing with it).
 */
export function perturbSecrets(
  G: MegaManState,
  _ctx: Ctx,
  owner: PlayerID,
  random: Randomness,
): MegaManState {
  const next = structuredClone(G);
  const piles = next.seats[owner as Seat];
  if (!piles) return next;
  const pool = random.Shuffle([...piles.hand, ...piles.gauge, ...piles.deck]);
  if (listIsSecret(piles) && pool.length > 0) swapDesign(piles, pool, random);
  piles.hand = pool.splice(0, piles.hand.length);
  piles.gauge = pool.splice(0, piles.gauge.length);
  piles.deck = pool;
  return next;
}

/** `unseen[0]` becomes a new card of another design that the list has room for. */
function swapDesign(piles: MegaManState['seats'][Seat], unseen: string[], random: Randomness) {
  const old = unseen[0];
  const copies = (design: string) => piles.list.filter((card) => defOf(card) === design).length;
  const others = CARDS.filter(
    (def) => def.kind !== 'navi' && def.id !== defOf(old) && copies(def.id) < MAX_COPIES,
  );
  if (others.length === 0) return;
  const design = others[Math.floor(random.Number() * others.length)].id;
  const card = `${old.slice(0, old.indexOf(':'))}:${design}#perturbed`;
  unseen[0] = card;
  piles.list = [...piles.list.filter((c) => c !== old), card].sort();
}
