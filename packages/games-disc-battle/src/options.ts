/** Setup options (RULINGS §3), read from boardgame.io's setupData with their defaults. */
import type { Options } from './state';

export const DEFAULT_HOLD_LIMIT = 2;
export const STALEMATE_TURNS = 10;

/** 24″ for 2–4 programs, 36″ for 5–6 (RULINGS §3), unless the match chose a size. */
export const gridSizeFor = (numPlayers: number, chosen = 0) =>
  chosen > 0 ? chosen : numPlayers <= 4 ? 24 : 36;

export function readOptions(setupData: unknown, numPlayers: number): Options {
  const data = (setupData ?? {}) as Record<string, unknown>;
  return {
    holdLimit: data.holdLimit === 3 ? 3 : DEFAULT_HOLD_LIMIT,
    aimBack: data.aimBack === true,
    teams: typeof data.teams === 'number' ? data.teams : 0,
    gridSize: gridSizeFor(numPlayers, typeof data.gridSize === 'number' ? data.gridSize : 0),
  };
}

/** Why a team split does not work for this many programs (2–4 programs a team), or undefined. */
export function teamsRefusal(teams: number, numPlayers: number): string | undefined {
  if (teams === 0) return undefined;
  const smallest = Math.floor(numPlayers / teams);
  const largest = Math.ceil(numPlayers / teams);
  if (smallest < 2 || largest > 4) {
    return `${teams} teams of 2–4 programs need ${teams * 2}–${teams * 4} programs, not ${numPlayers}`;
  }
  return undefined;
}

/** Seats alternate between teams around the table: seat i plays for team i mod teams. */
export const teamOf = (seatIndex: number, teams: number) =>
  teams === 0 ? seatIndex : seatIndex % teams;
