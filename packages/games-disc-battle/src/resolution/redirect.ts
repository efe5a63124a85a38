/**
 * A blocked or struck disc is set against the base it met, pointing where the Direction Die says
 * (8 directions), or — with the "aim back" option — at its owner.
 */
import { COMPASS, DIRECTION_DIE, narrate, rollCustom, type Randomness } from '@gridplay/core';
import { bearingFromTo, compassName, placeAgainstBase } from '../geometry';
import type { State } from '../state';

export function redirectFrom(G: State, baseSeat: string, owner: string, random: Randomness): void {
  const disc = G.programs[owner].disc;
  if (!disc) return;
  const base = G.programs[baseSeat].centre;
  let bearing: number;
  if (G.options.aimBack && owner !== baseSeat) {
    bearing = bearingFromTo(base, G.programs[owner].centre);
    narrate(G, `The disc is aimed back at ${G.programs[owner].name}.`);
  } else {
    const face = rollCustom(random, DIRECTION_DIE);
    G.lastRoll = { face, for: baseSeat };
    bearing = COMPASS.indexOf(face) * 45;
    narrate(G, `The Direction Die shows ${compassName(bearing)}.`);
  }
  const pose = placeAgainstBase(G.grid, base, bearing);
  // Set against the base, the disc may lie over it (a wall near): it leaves before crossing it again.
  G.programs[owner].disc = {
    tip: pose.tip,
    bearing: pose.bearing,
    recalled: false,
    leaving: baseSeat,
  };
}
