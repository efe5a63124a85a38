/**
 * The client's moves as a board calls them, each checked on this device first: a move the rules
 * would refuse (not your turn, not connected yet…) is not sent, and says why through `onRefused`.
 */
import { useMemo } from 'react';
import type { GameModule } from '@gridplay/core';
import type { OnlineClient } from './online-client';
import { refusedBeforeSending } from './precheck';

export type MoveTable = Record<string, (...args: unknown[]) => void>;

export function useGuardedMoves(
  client: OnlineClient,
  module: GameModule,
  playerID: string | null,
  onRefused: (reason: string | undefined) => void,
): MoveTable {
  return useMemo(() => {
    const table: MoveTable = {};
    for (const [name, fn] of Object.entries(client.moves)) {
      table[name] = (...args) => {
        const current = client.getState();
        const refusal = current
          ? refusedBeforeSending(module.game, current, playerID, name)
          : 'Not connected yet.';
        if (refusal) return onRefused(refusal);
        onRefused(undefined);
        (fn as (...a: unknown[]) => void)(...args);
      };
    }
    return table;
  }, [client, module, playerID, onRefused]);
}
