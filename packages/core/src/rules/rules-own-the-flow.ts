import type { Game } from 'boardgame.io';

/**
 * The `events` of a game whose rules, not its players, drive the flow: players only make moves,
 * and phases, turns, stages and game over follow from the state. boardgame.io enables most
 * events by default, so a client could otherwise end a turn or the game at will.
 */
export const RULES_OWN_THE_FLOW = {
  endGame: false,
  endPhase: false,
  endTurn: false,
  setPhase: false,
  setActivePlayers: false,
  endStage: false,
  setStage: false,
  pass: false,
} as const satisfies NonNullable<Game['events']>;
