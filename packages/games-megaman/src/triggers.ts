/**
 * "Whenever" cards: once an action has completed (every effect of the card played, spent or
 * blasted), each thing it made happen is answered by the NetNavis and resources in play whose
 * "whenever" names it — the acting player's cards first, then the opponent's. What an answer
 * makes happen is answered in turn, after it (referee decision 9). Each answer is told in the
 * log, with the card's own words.
 */
import { narrate, type Randomness } from '@gridplay/core';
import { cardDef, type Happening, type HappeningKind } from './cards';
import { opponentOf, seatLabel, type MegaManState, type Seat } from './state';

export function resolveAction(
  G: MegaManState,
  seat: Seat,
  random: Randomness,
  action: (happen: (kind: HappeningKind) => void) => void,
): void {
  const happenings: Happening[] = [];
  action((kind) => happenings.push({ kind, seat }));
  for (const happening of happenings) {
    for (const owner of [seat, opponentOf(seat)]) {
      const inPlay = [G.seats[owner].navi, ...G.seats[owner].resources];
      for (const card of inPlay) {
        const whenever = cardDef(card).whenever;
        if (!whenever || whenever.on !== happening.kind || G.loser !== null) continue;
        const mine = happening.seat === owner;
        if (mine !== (whenever.by === 'mine')) continue;
        // An answer's own happenings are answered in turn (ElecMan's burn, by Lightning Rod).
        const happen = (kind: HappeningKind) => happenings.push({ kind, seat: owner });
        whenever.effect({ G, seat: owner, random, happen, cardDef });
        const def = cardDef(card);
        narrate(G, `${def.name} (${seatLabel(owner)}) answers: "${def.text}"`);
      }
    }
  }
}
