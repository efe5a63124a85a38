/**
 * What a seated player does with their seat, by its credentials: leave it, resign, or take the
 * same seat in a rematch; and the device's note of the seat for "My games". A spectator leaves
 * straight to the lobby.
 */
import { useEffect, useState } from 'react';
import type { GameModule } from '@gridplay/core';
import { navigate, paths } from '../app/router';
import { saveSeat, type SeatCredentials } from '../app/storage';
import { joinMatch, leaveMatch, playAgain } from '../lobby/lobby-api';
import { resignMatch } from './resign-api';

export function useSeatActions(
  module: GameModule,
  matchID: string,
  seat: SeatCredentials | undefined,
  numPlayers: number | undefined,
  nextMatchID: string | undefined,
  setError: (message: string | undefined) => void,
) {
  const gameId = module.meta.id;
  const [busy, setBusy] = useState(false);

  // My games: the device notes which game this seat is in and when it last looked.
  useEffect(() => {
    if (seat) saveSeat(matchID, { ...seat, gameId, seenAt: Date.now() });
  }, [seat, matchID, gameId]);

  async function leave() {
    if (!seat) return navigate(paths.lobby());
    setBusy(true);
    try {
      await leaveMatch(gameId, matchID, seat.playerID, seat.credentials);
    } catch {
      // Leaving a finished or vanished match: nothing to give back, go anyway.
    }
    saveSeat(matchID, undefined);
    navigate(paths.lobby());
  }

  async function resign() {
    if (!seat || numPlayers === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      await resignMatch(gameId, matchID, seat.playerID, seat.credentials);
      // With more than two, an AI has the seat now: there is nothing left to play here.
      if (numPlayers > 2) {
        saveSeat(matchID, undefined);
        navigate(paths.lobby());
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function rematch() {
    if (!seat) return;
    setBusy(true);
    setError(undefined);
    try {
      const next =
        nextMatchID ??
        (await playAgain(gameId, matchID, seat.playerID, seat.credentials)).nextMatchID;
      const joined = await joinMatch(gameId, next, seat.playerID, seat.name, seat.credentials);
      saveSeat(next, {
        playerID: joined.playerID,
        credentials: joined.playerCredentials,
        name: seat.name,
      });
      navigate(paths.match(gameId, next));
    } catch (e) {
      setError(`Rematch failed: ${(e as Error).message}`);
      setBusy(false);
    }
  }

  return { busy, leave, resign, rematch };
}
