/**
 * The take-backs' socket messages (the rules: take-backs.ts). `gridplay:take-back`
 * `{ matchID }` (ask) and `gridplay:take-back-answer` `{ matchID, accept }` from the seat the
 * socket synced as; every socket of the match hears `gridplay:take-back`
 * `{ matchID, request, asked, outcome, by }`, and a rollback re-syncs every socket. A socket
 * that syncs while a request waits hears it at once.
 */
import type { LogEntry, Server } from 'boardgame.io';
import { problemOf } from '../match/socket-messages';
import { publicPlayers } from '../match/public-players';
import { refuse } from '../match/socket/bus-messages';
import type { SocketFeature, SocketHandler } from '../match/socket/socket-context';
import {
  pendingTakeBack,
  takeBackAnswer,
  takeBackAsk,
  TakeBacks,
  type TakeBackNotice,
} from './take-backs';

function takeBackHandler(kind: 'ask' | 'answer'): SocketHandler {
  const move = kind === 'ask' ? 'take-back' : 'take-back-answer';
  return async (context, { gameName, socket }, raw) => {
    const { options } = context;
    const seat = context.rooms.seatOf(socket.id);
    const parsed = (kind === 'ask' ? takeBackAsk : takeBackAnswer).safeParse(raw);
    if (!parsed.success)
      return refuse(socket, {
        matchID: null,
        playerID: null,
        move,
        reason: problemOf(parsed.error),
      });
    const { matchID } = parsed.data[0];
    const refuseHere = (reason: string) =>
      refuse(socket, { matchID, playerID: seat?.playerID ?? null, move, reason });
    if (!seat || seat.matchID !== matchID)
      return refuseHere('Open the match (sync) before asking to take back.');
    const module = options.modules.find((m) => m.game.name === gameName)!;
    const takeBacks = new TakeBacks(options.store);
    const outcome =
      kind === 'ask'
        ? await takeBacks.ask(module, matchID, seat.playerID)
        : await takeBacks.answer(
            module,
            matchID,
            seat.playerID,
            'accept' in parsed.data[0] && parsed.data[0].accept === true,
          );
    if (outcome.kind === 'refused') return refuseHere(outcome.reason);
    if (outcome.kind === 'rolled-back') {
      const { log = [], metadata } = (await options.store.fetch(matchID, {
        log: true,
        metadata: true,
      })) as { log?: LogEntry[]; metadata?: Server.MatchData };
      const players = metadata ? publicPlayers(metadata) : [];
      await context.publish(matchID, { type: 'resync', state: outcome.state, log, players });
      options.onAccepted?.(gameName, matchID, outcome.state);
    }
    const notice: TakeBackNotice = {
      request: outcome.kind === 'pending' ? outcome.request : null,
      asked: outcome.request,
      outcome: outcome.kind,
      by: outcome.kind === 'declined' ? outcome.by : outcome.request.by,
    };
    await context.publish(matchID, {
      type: 'broadcast',
      event: 'gridplay:take-back',
      args: [{ matchID, ...notice }],
    });
  };
}

export function takeBackSockets(): SocketFeature {
  return {
    events: {
      'gridplay:take-back': takeBackHandler('ask'),
      'gridplay:take-back-answer': takeBackHandler('answer'),
    },
    async afterSync(_context, socket, matchID, state, metadata) {
      const request = pendingTakeBack(metadata, state);
      if (request)
        socket.emit('gridplay:take-back', {
          matchID,
          request,
          asked: request,
          outcome: 'pending',
          by: request.by,
        } satisfies TakeBackNotice & { matchID: string });
    },
  };
}
