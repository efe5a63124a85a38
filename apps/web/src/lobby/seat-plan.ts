/**
 * The create-match form as data: a mode, a player count, options and one choice per seat, and the
 * rules that make a plan playable. Pure, so the lobby and its tests share it.
 */
import { defaultSetupData, invalidSetupData, type GameMeta, type SetupValue } from '@gridplay/core';
import type { Difficulty } from './lobby-api';

/** online: through the server; ai: this browser against bots; hotseat: several people, one device. */
export type PlayMode = 'online' | 'ai' | 'hotseat';

export type SeatChoice = { kind: 'me' } | { kind: 'open' } | { kind: 'ai'; difficulty: Difficulty };

export interface MatchPlan {
  mode: PlayMode;
  numPlayers: number;
  setupData: Record<string, SetupValue>;
  seats: SeatChoice[];
}

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

/** What each mode lets a seat be. */
export function seatKinds(mode: PlayMode): SeatChoice['kind'][] {
  if (mode === 'online') return ['me', 'open', 'ai'];
  return ['me', 'ai'];
}

/** Sensible seats for a mode: me first, then friends (online), bots (ai) or more people (hotseat). */
export function defaultSeats(mode: PlayMode, numPlayers: number): SeatChoice[] {
  return Array.from({ length: numPlayers }, (_, i): SeatChoice => {
    if (i === 0 || mode === 'hotseat') return { kind: 'me' };
    return mode === 'online' ? { kind: 'open' } : { kind: 'ai', difficulty: 'normal' };
  });
}

export function defaultPlan(meta: GameMeta, mode: PlayMode = 'ai'): MatchPlan {
  const numPlayers = Math.max(meta.minPlayers, Math.min(2, meta.maxPlayers));
  return {
    mode,
    numPlayers,
    setupData: defaultSetupData(meta),
    seats: defaultSeats(mode, numPlayers),
  };
}

/** Why the plan cannot start, in words for the form, or undefined. */
export function planProblem(meta: GameMeta, plan: MatchPlan): string | undefined {
  const setup = invalidSetupData(meta, plan.setupData, plan.numPlayers);
  if (setup) return setup;
  if (plan.seats.length !== plan.numPlayers) return 'Every seat needs a player.';
  const allowed = seatKinds(plan.mode);
  if (plan.seats.some((s) => !allowed.includes(s.kind))) return 'This mode cannot have open seats.';
  const mine = plan.seats.filter((s) => s.kind === 'me').length;
  if (plan.mode === 'online' && mine !== 1) return 'Choose exactly one seat for yourself.';
  if (plan.mode === 'ai' && mine !== 1)
    return 'Choose exactly one seat for yourself; the others are AI.';
  if (plan.mode === 'hotseat' && mine < 2)
    return 'Hotseat needs at least two people at this device.';
  return undefined;
}

/** The online create request: which seats the server's bots play. */
export function botsOf(plan: MatchPlan): Record<string, Difficulty> {
  const bots: Record<string, Difficulty> = {};
  plan.seats.forEach((seat, i) => {
    if (seat.kind === 'ai') bots[String(i)] = seat.difficulty;
  });
  return bots;
}

export function mySeat(plan: MatchPlan): string {
  return String(
    Math.max(
      0,
      plan.seats.findIndex((s) => s.kind === 'me'),
    ),
  );
}

/** Change the player count, keeping the seats already chosen. */
export function withPlayerCount(plan: MatchPlan, numPlayers: number): MatchPlan {
  const fresh = defaultSeats(plan.mode, numPlayers);
  return { ...plan, numPlayers, seats: fresh.map((seat, i) => plan.seats[i] ?? seat) };
}

export function withMode(plan: MatchPlan, mode: PlayMode): MatchPlan {
  return { ...plan, mode, seats: defaultSeats(mode, plan.numPlayers) };
}
