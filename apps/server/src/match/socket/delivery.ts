/**
 * Fans a bus message out to this process's sockets of the match, each seeing its own view, and
 * cuts off the sockets whose seat changed hands.
 */
import type { Server } from 'boardgame.io';
import type { Fetched } from '../../storage/match-store';
import { holderKey, seatIDs, seatOf } from '../credentials';
import { publicPlayers } from '../public-players';
import { seatLog, seatState, type SeatID } from '../seat-view';
import { refuse, type BusMessage } from './bus-messages';
import type { SocketContext } from './socket-context';
import type { SocketSeat } from './socket-rooms';

export function deliver(context: SocketContext, matchID: string, message: BusMessage): void {
  const room = context.rooms.room(matchID);
  if (!room) return;
  const { catchUp } = context;
  if (message.type === 'update' || message.type === 'resync') {
    if (catchUp?.sawLater(matchID, message.state._stateID)) return;
    catchUp?.saw(matchID, message.state._stateID);
  }
  // Every process with sockets of the match times its clocks (lifecycle/match-lifecycle.ts).
  if (message.type === 'lifecycle')
    context.options.lifecycle?.heard(
      room.values().next().value!.gameName,
      matchID,
      message.snapshot,
    );
  // Each distinct view is computed once, however many sockets share it (spectators, tabs).
  const views = new Map<SeatID, unknown[]>();
  for (const seat of room.values()) {
    try {
      deliverTo(context, seat, matchID, message, views);
    } catch (error) {
      // One seat's view failing (a game bug) must not keep the others from their update.
      context.options.log.error(
        { err: error, matchID, playerID: seat.playerID },
        'could not deliver to a seat',
      );
    }
  }
}

/** Who holds each seat now, by credential fingerprint. */
export function holdersOf(metadata: Server.MatchData | undefined): Record<string, string | null> {
  const holders: Record<string, string | null> = Object.create(null);
  if (metadata)
    for (const id of seatIDs(metadata)) holders[id] = holderKey(seatOf(metadata, id)?.credentials);
  return holders;
}

/** Re-syncs this process's sockets of a match from storage (room-catch-up.ts). */
export async function resyncFromStore(context: SocketContext, matchID: string): Promise<void> {
  const {
    state,
    log = [],
    metadata,
  } = (await context.options.store.fetch(matchID, {
    state: true,
    log: true,
    metadata: true,
  })) as Fetched;
  if (!state || !metadata) return;
  context.options.log.warn(
    { matchID, stateID: state._stateID },
    'a stored move was never announced (its process died?): re-syncing this match',
  );
  deliver(context, matchID, { type: 'resync', state, log, players: publicPlayers(metadata) });
}

function deliverTo(
  context: SocketContext,
  seat: SocketSeat,
  matchID: string,
  message: BusMessage,
  views: Map<SeatID, unknown[]>,
): void {
  switch (message.type) {
    case 'seats': {
      const holder =
        seat.playerID !== null && Object.hasOwn(message.holders, seat.playerID)
          ? message.holders[seat.playerID]
          : null;
      if (seat.playerID !== null && (holder === null || holder !== seat.holder))
        return cutOff(context, seat, matchID);
      seat.socket.emit('matchData', matchID, message.players);
      break;
    }
    case 'update': {
      let view = views.get(seat.playerID);
      if (!view) {
        const game = context.engines.get(seat.gameName)!.game;
        view = [
          seatState(game, message.state, seat.playerID),
          seatLog(message.state.deltalog, seat.playerID),
        ];
        views.set(seat.playerID, view);
      }
      seat.socket.emit('update', matchID, ...view);
      break;
    }
    case 'matchData':
      seat.socket.emit('matchData', matchID, message.players);
      break;
    case 'broadcast':
      if (message.seatedOnly && seat.playerID === null) break;
      seat.socket.emit(message.event, ...message.args);
      break;
    case 'lifecycle':
      seat.socket.emit('gridplay:lifecycle', { matchID, ...message.snapshot });
      break;
    case 'resync': {
      const game = context.engines.get(seat.gameName)!.game;
      seat.socket.emit('sync', matchID, {
        state: seatState(game, message.state, seat.playerID),
        log: seatLog(message.log, seat.playerID),
        filteredMetadata: message.players,
        initialState: undefined,
      });
      break;
    }
  }
}

/** Takes a socket off its seat at once: it receives nothing more of the match. */
function cutOff(context: SocketContext, seat: SocketSeat, matchID: string): void {
  context.rooms.cutOff(seat);
  refuse(seat.socket, {
    matchID,
    playerID: seat.playerID,
    move: null,
    reason: `You no longer hold seat ${seat.playerID} of this match: join it again to play.`,
  });
}
