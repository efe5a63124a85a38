/**
 * `sync` `[matchID, playerID?, credentials?]`: a socket opens a match as a seat (with its
 * credentials) or as a spectator. It joins the match's room and receives its own view of the
 * state and log, then what the features add (chat history, a pending take-back), the clocks,
 * and its seat is marked connected.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { holderKey, whyNotSeated } from '../credentials';
import { publicPlayers } from '../public-players';
import { seatLog, seatState, type SeatID } from '../seat-view';
import { problemOf, syncMessage } from '../socket-messages';
import { refuse } from './bus-messages';
import { setConnected } from './presence';
import type { SocketHandler } from './socket-context';
import type { SocketSeat } from './socket-rooms';

export const onSync: SocketHandler = async (context, { gameName, socket }, raw) => {
  const { options } = context;
  const parsed = syncMessage.safeParse(raw);
  if (!parsed.success) {
    return refuse(socket, {
      matchID: null,
      playerID: null,
      move: null,
      reason: problemOf(parsed.error),
    });
  }
  const [matchID, rawPlayerID, credentials] = parsed.data;
  const playerID: SeatID = rawPlayerID ?? null;
  const { state, metadata, log } = (await options.store.fetch(matchID, {
    state: true,
    metadata: true,
    log: true,
  })) as {
    state?: State;
    metadata?: Server.MatchData;
    log?: LogEntry[];
  };
  // Unknown ids are refused: the stock server would create an unlisted match without seats.
  if (!state || !metadata || metadata.gameName !== gameName) {
    return refuse(socket, {
      matchID,
      playerID,
      move: null,
      reason: `There is no ${gameName} match "${matchID}".`,
    });
  }
  if (playerID !== null) {
    const reason =
      whyNotSeated(metadata, playerID, credentials) ??
      (await options.whyNotSeatOwner?.(socket.request, metadata, playerID));
    if (reason) return refuse(socket, { matchID, playerID, move: null, reason });
  }
  await context.rooms.leave(socket.id);
  const seat: SocketSeat = {
    socket,
    gameName,
    matchID,
    playerID,
    credentials: credentials ?? undefined,
    holder: playerID === null ? null : holderKey(credentials ?? undefined),
  };
  await context.rooms.join(seat);
  context.catchUp?.synced(matchID, state._stateID);
  const game = context.engines.get(gameName)!.game;
  socket.emit('sync', matchID, {
    state: seatState(game, state, playerID),
    log: seatLog(log, playerID),
    filteredMetadata: publicPlayers(metadata),
    // Never sent: boardgame.io would send the unfiltered setup state and the PRNG seed.
    initialState: undefined,
  });
  for (const feature of options.features ?? [])
    await feature.afterSync?.(context, socket, matchID, state, metadata);
  const lifecycle = options.lifecycle?.snapshot(metadata);
  if (lifecycle) socket.emit('gridplay:lifecycle', { matchID, ...lifecycle });
  if (playerID !== null) await setConnected(context, matchID, playerID, true);
  options.onSynced?.(gameName, matchID, state, metadata);
};
