/** The boardgame.io BoardProps a board expects, assembled by the local and online pages. */
import type { GridplayBoardProps } from '@gridplay/core';
import type { Ctx, LogEntry } from 'boardgame.io';

export interface BoardInputs {
  G: unknown;
  ctx: Ctx;
  log: readonly LogEntry[];
  playerID: string | null;
  matchID: string;
  moves: Record<string, (...args: unknown[]) => void>;
  events: Record<string, (...args: unknown[]) => void>;
  isActive: boolean;
  isMultiplayer: boolean;
  isConnected: boolean;
  credentials?: string;
  matchData?: { id: number; name?: string; isConnected?: boolean }[];
  lastError?: string;
}

const noop = () => {};

export function boardProps(inputs: BoardInputs): GridplayBoardProps {
  return {
    ...inputs,
    log: inputs.log as LogEntry[],
    plugins: {},
    _undo: [],
    _redo: [],
    _stateID: 0,
    reset: noop,
    undo: noop,
    redo: noop,
    sendChatMessage: noop,
    chatMessages: [],
  };
}
