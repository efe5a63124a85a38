/**
 * The four ways a match ends (the seed, RULINGS §4): the Humans win with 20 Mission Points; the
 * Machines win when Neo is killed, when the Nebuchadnezzar's hull reaches 0, or with 20 Time
 * counters (the robot army reaches Zion).
 */
import {
  HUMANS,
  MACHINES,
  MISSION_POINTS_TO_WIN,
  TIME_COUNTERS_TO_WIN,
  type AnyState,
  type Seat,
} from './state';

export type WinReason = 'missions' | 'neo' | 'ship' | 'zion';

export interface Gameover {
  winner: Seat;
  reason: WinReason;
}

export function gameOver(G: AnyState): Gameover | undefined {
  if (G.neoKilled) return { winner: MACHINES, reason: 'neo' };
  if (G.hull <= 0) return { winner: MACHINES, reason: 'ship' };
  if (G.missionPoints >= MISSION_POINTS_TO_WIN) return { winner: HUMANS, reason: 'missions' };
  if (G.timeCounters >= TIME_COUNTERS_TO_WIN) return { winner: MACHINES, reason: 'zion' };
  return undefined;
}

export const OUTCOME: Record<WinReason, string> = {
  missions: 'The Humans reach 20 Mission Points: Neo hacks the Mainframe and makes a truce',
  neo: 'Neo is killed: the Machines win',
  ship: 'The Nebuchadnezzar is destroyed by Extermination Units: the Machines win',
  zion: 'The robot army reaches Zion (20 Time counters): the Machines win',
};
