/**
 * An action for a seat, and the telling of its outcome: shared by the sockets' `update`, the bot
 * seats and the clocks (through MatchSockets).
 */
import type { PlayerID, Server } from 'boardgame.io';
import type { ClientAction, Outcome } from '../match-engine';
import { publicPlayers } from '../public-players';
import type { SocketContext } from './socket-context';

/** Runs an action for a seat and tells everyone the outcome. */
export async function perform(
  context: SocketContext,
  gameName: string,
  matchID: string,
  playerID: PlayerID,
  action: ClientAction,
  stateID?: number,
  authorize?: (metadata: Server.MatchData) => string | undefined,
): Promise<Outcome> {
  const engine = context.engines.get(gameName);
  if (!engine) return { kind: 'refused', reason: `No game called "${gameName}".` };
  const outcome = await engine.act(matchID, playerID, action, stateID, authorize);
  context.options.log.debug(
    {
      matchID,
      playerID,
      action: action.name,
      outcome: outcome.kind,
      reason: outcome.kind === 'refused' ? outcome.reason : undefined,
    },
    'action',
  );
  if (outcome.kind === 'accepted') await announce(context, gameName, matchID, outcome);
  return outcome;
}

/** Tells every process about a stored move; the move stands even if the telling fails. */
export async function announce(
  context: SocketContext,
  gameName: string,
  matchID: string,
  outcome: Extract<Outcome, { kind: 'accepted' }>,
): Promise<void> {
  try {
    await context.publish(matchID, { type: 'update', state: outcome.state, gameName });
    const players = outcome.metadata && publicPlayers(outcome.metadata);
    // A game over changes the match data but not its seats: the clients already hold them.
    if (players && !sameSeats(players, outcome.matchData))
      await context.publish(matchID, { type: 'matchData', players });
  } catch (error) {
    // Clients catch up on their next sync (socket.io reconnects them).
    context.options.log.error({ err: error, matchID }, 'could not broadcast a stored move');
  }
  context.options.onAccepted?.(
    gameName,
    matchID,
    outcome.state,
    outcome.metadata ?? outcome.matchData,
  );
}

function sameSeats(players: unknown[], before: Server.MatchData | undefined): boolean {
  return before !== undefined && JSON.stringify(players) === JSON.stringify(publicPlayers(before));
}
