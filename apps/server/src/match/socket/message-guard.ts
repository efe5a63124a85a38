/**
 * The budgets in front of every handler of one socket: its own message budget and its address's
 * (security/), checked before any work, so a flood from one address cannot slow the others
 * down. Over budget, a socket is warned (once a second at most: answering is work too), then
 * disconnected. A handler that throws is logged and answered, never crashes the server.
 */
import { MessageBudget } from '../../security/message-budget';
import { refuse } from './bus-messages';
import type { SocketConnection, SocketContext } from './socket-context';

const SLOW_DOWN = 'Too many messages: slow down.';
/**
 * A sync reads the whole match and its log and sends them back, several times the work of a
 * move; a client needs one per (re)connection. It weighs this many messages in the budgets.
 */
const SYNC_COST = 4;

export type GuardedHandler = (...args: unknown[]) => void;

/** Wraps each handler of one socket in its budgets. */
export function messageGuard(
  context: SocketContext,
  { gameName, socket, address }: SocketConnection,
): (event: string, handler: (...args: unknown[]) => Promise<void>) => GuardedHandler {
  const { limits } = context;
  const budget = new MessageBudget(limits.socketMessagesPerSecond, limits.socketMessageBurst);
  let refusals = 0;
  let lastWarning = -Infinity;
  const slowDown = (args: unknown[]) => {
    if (++refusals >= limits.refusalsBeforeDisconnect) {
      refuse(socket, {
        matchID: null,
        playerID: null,
        move: null,
        reason: `${SLOW_DOWN} Disconnected.`,
      });
      socket.disconnect(true);
      return;
    }
    const now = performance.now();
    if (now - lastWarning < 1000) return;
    lastWarning = now;
    const matchID =
      typeof args[0] === 'string' ? args[0] : typeof args[2] === 'string' ? args[2] : null;
    refuse(socket, { matchID, playerID: null, move: null, reason: SLOW_DOWN });
  };
  return (event, handler) =>
    (...args) => {
      if (event !== 'disconnect') {
        const now = performance.now();
        const cost = event === 'sync' ? SYNC_COST : 1;
        if (!budget.take(now, cost) || !context.addressMessages.take(address, now, cost))
          return slowDown(args);
        refusals = 0;
      }
      handler(...args).catch((error: Error) => {
        context.options.log.error({ err: error, event, gameName }, 'socket handler failed');
        refuse(socket, {
          matchID: null,
          playerID: null,
          move: null,
          reason: 'The server could not handle that message.',
        });
      });
    };
}
