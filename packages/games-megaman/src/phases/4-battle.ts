/**
 * 4. Battle phase: the opponent loses as much energy (top cards of the deck to the discard) as
 * the active NetNavi's strength exceeds the defending NetNavi's defense. Then the turn ends and
 * every effect made during it expires.
 */
import { narrate } from '@gridplay/core';
import { loseEnergy } from '../effects';
import { defenseOf, naviOf, strengthOf } from '../rules';
import { opponentOf, seatLabel, type MegaManState, type Seat } from '../state';
import { endOfTurn } from './5-end-of-turn';

export function battle(G: MegaManState, attacker: Seat): void {
  const defender = opponentOf(attacker);
  const strength = strengthOf(G, attacker);
  const defense = defenseOf(G, defender);
  const damage = Math.max(0, strength - defense);
  const lost = loseEnergy(G, defender, damage);
  G.lastBattle = { attacker, strength, defense, damage, lost };
  narrate(
    G,
    `Battle: ${naviOf(G, attacker).name} strength ${strength} against ${naviOf(G, defender).name} ` +
      `defense ${defense}: ${damage > 0 ? `${seatLabel(defender)} loses ${lost} energy` : 'no damage'}.`,
  );
  endOfTurn(G);
}
