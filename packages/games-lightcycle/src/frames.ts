/** Snapshots of the Grid during a round, so the board can replay the resolution step by step. */
import { seatIds, type Frame, type LightcycleState } from './state';

export function snapshot(G: LightcycleState, caption: string): Frame {
  const cycles: Frame['cycles'] = {};
  for (const player of seatIds(G)) {
    const { head, tail, alive } = G.seats[player].cycle;
    cycles[player] = { head, tail: [...tail], alive };
  }
  return {
    caption,
    cycles,
    flags: G.flags.map((flag) => ({ ...flag })),
    crushers: G.crushers.map((crusher) => ({
      edge: crusher.edge ? [...crusher.edge] : null,
      placedBy: crusher.placedBy,
    })),
  };
}

export function recordFrame(G: LightcycleState, caption: string): void {
  G.resolution?.frames.push(snapshot(G, caption));
}
