/**
 * The social room of a match on the server, as the web app has apps/web/src/match/social/:
 * chat and take-backs, handed to the match's sockets as features (the match does not know them).
 */
import type { SocketFeature } from '../match/socket/socket-context';
import { chatSockets } from './chat-sockets';
import { takeBackSockets } from './take-back-sockets';

/** In this order after a sync: the chat history, then a pending take-back. */
export function socialSockets(): SocketFeature[] {
  return [chatSockets(), takeBackSockets()];
}
