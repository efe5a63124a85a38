/**
 * What the server says about a match besides its state: chat lines and take-back requests. It
 * listens from the moment the client starts (the server sends the chat history and any pending
 * request right after the sync, before the page has drawn its panels), and the panels read it
 * through `useSyncExternalStore`.
 */
import { socketOf, type OnlineClient } from '../online-client';
import { mergeChat, type ChatLine } from './chat-lines';
import type { TakeBackNotice } from './take-back-words';

type Socket = {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
};

export interface SocialSnapshot {
  lines: ChatLine[];
  /** The last refusal of a chat line this page sent. */
  chatProblem?: string;
  /** The last take-back notice, and the last refusal of this page's ask or answer. */
  takeBack?: TakeBackNotice;
  takeBackProblem?: string;
}

export class SocialFeed {
  private snapshot: SocialSnapshot = { lines: [] };
  private readonly listeners = new Set<() => void>();
  private socket?: Socket;
  private matchID = '';

  /** Starts listening on the client's socket (call right after `client.start()`). */
  attach(client: OnlineClient, matchID: string): () => void {
    const socket = socketOf(client) as Socket | undefined;
    if (!socket) return () => {};
    this.socket = socket;
    this.matchID = matchID;
    const ours = (payload: unknown) => (payload as { matchID?: unknown })?.matchID === matchID;
    const handlers: Record<string, (payload: unknown) => void> = {
      'gridplay:chat-history': (payload) =>
        ours(payload) &&
        this.update({
          lines: mergeChat(this.snapshot.lines, (payload as { lines?: unknown[] }).lines ?? []),
        }),
      'gridplay:chat': (payload) =>
        ours(payload) &&
        this.update({
          lines: mergeChat(this.snapshot.lines, [(payload as { line?: unknown }).line]),
        }),
      'gridplay:take-back': (payload) =>
        ours(payload) &&
        this.update({ takeBack: payload as TakeBackNotice, takeBackProblem: undefined }),
      'gridplay:error': (payload) => {
        const refusal = payload as { move?: unknown; reason?: unknown };
        if (typeof refusal?.reason !== 'string') return;
        if (refusal.move === 'chat') this.update({ chatProblem: refusal.reason });
        if (refusal.move === 'take-back' || refusal.move === 'take-back-answer')
          this.update({ takeBackProblem: refusal.reason });
      },
    };
    for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);
    return () => {
      for (const [event, handler] of Object.entries(handlers)) socket.off(event, handler);
      this.socket = undefined;
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly read = (): SocialSnapshot => this.snapshot;

  /** Sends a chat line; false when not connected. */
  say(text: string): boolean {
    if (!this.socket) return false;
    this.update({ chatProblem: undefined });
    this.socket.emit('gridplay:chat', { matchID: this.matchID, text });
    return true;
  }

  askTakeBack(): void {
    this.update({ takeBackProblem: undefined });
    this.socket?.emit('gridplay:take-back', { matchID: this.matchID });
  }

  answerTakeBack(accept: boolean): void {
    this.update({ takeBackProblem: undefined });
    this.socket?.emit('gridplay:take-back-answer', { matchID: this.matchID, accept });
  }

  /** Forgets a shown problem. */
  clear(which: 'chatProblem' | 'takeBackProblem'): void {
    this.update({ [which]: undefined });
  }

  private update(change: Partial<SocialSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** Refusals the social panels show themselves (the page's "Move refused" skips them). */
export function isSocialRefusal(move: string): boolean {
  return move === 'chat' || move === 'take-back' || move === 'take-back-answer';
}
