/**
 * `update` `[action, stateID, matchID, playerID]`: a move or an event from a seat. Credentials
 * are checked on every action, whatever socket it comes from; a refusal is said back as a
 * `gridplay:error` naming the move.
 */
import type { Server } from 'boardgame.io';
import { whyNotSeated } from '../credentials';
import { problemOf, updateMessage } from '../socket-messages';
import { refuse } from './bus-messages';
import { perform } from './perform';
import type { SocketHandler } from './socket-context';

export const onUpdate: SocketHandler = async (context, { gameName, socket }, raw) => {
  const parsed = updateMessage.safeParse(raw);
  if (!parsed.success) {
    const matchID = typeof raw[2] === 'string' ? raw[2] : null;
    return refuse(socket, {
      matchID,
      playerID: null,
      move: null,
      reason: problemOf(parsed.error),
    });
  }
  const [action, stateID, matchID, playerID] = parsed.data;
  const move = action.payload.type;
  const error = (reason: string) => refuse(socket, { matchID, playerID, move, reason });
  if (action.type !== 'MAKE_MOVE' && action.type !== 'GAME_EVENT') {
    return error(`"${action.type}" is not available in online matches.`);
  }
  if (
    action.payload.playerID !== undefined &&
    action.payload.playerID !== null &&
    action.payload.playerID !== playerID
  ) {
    return error(`You cannot act for seat ${action.payload.playerID}.`);
  }
  const args =
    action.payload.args === undefined || action.payload.args === null ? [] : action.payload.args;
  const authorize = (metadata: Server.MatchData) =>
    whyNotSeated(metadata, playerID, action.payload.credentials) ??
    context.options.lifecycle?.whyOutOfTime(metadata, playerID);
  const outcome = Array.isArray(args)
    ? await perform(
        context,
        gameName,
        matchID,
        playerID,
        { type: action.type, name: move, args },
        stateID,
        authorize,
      )
    : { kind: 'refused' as const, reason: 'Malformed move: arguments must be a list.' };
  if (outcome.kind === 'refused') error(outcome.reason);
};
