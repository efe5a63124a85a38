/**
 * The part of `glicko2` (mmai/glicko2js, untyped) that level-ratings-glicko.ts and the server's
 * accounts/glicko-ratings.ts use (apps/server/tsconfig.json includes this one file).
 */
declare module 'glicko2' {
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    updateRatings(matches: Array<[Glicko2Player, Glicko2Player, number]>): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
