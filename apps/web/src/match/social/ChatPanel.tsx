/**
 * Match chat beside the log, for seats and spectators: the server stamps every line with its
 * seat and name (spectators' lines are marked) and refuses lines that are too long or too fast,
 * with a reason shown here. Lines are React text, never markup.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { CHAT_MAX_CHARACTERS, draftProblem } from './chat-lines';
import type { SocialFeed } from './social-feed';
import './social.css';

export function ChatPanel({ feed, playerID }: { feed: SocialFeed; playerID: string | null }) {
  const { lines, chatProblem } = useSyncExternalStore(feed.subscribe, feed.read);
  const [draft, setDraft] = useState('');
  const [localProblem, setLocalProblem] = useState<string>();
  const list = useRef<HTMLOListElement>(null);

  // Only the list scrolls to its newest line: the page never moves under the player.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length]);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const tooLong = draftProblem(text);
    if (tooLong) return setLocalProblem(`Not sent: ${tooLong}`);
    setLocalProblem(undefined);
    if (!feed.say(text)) return setLocalProblem('Not sent: not connected to the match yet.');
    setDraft('');
  }

  const length = [...draft.trim()].length;
  const problem = localProblem ?? chatProblem;
  return (
    <section className="panel" aria-label="Chat" data-chat>
      <h2>Chat</h2>
      {lines.length === 0 ? (
        <p className="muted" style={{ margin: '0 0 8px', fontSize: 14 }}>
          No messages yet.
        </p>
      ) : (
        <ol className="chat-lines" ref={list} aria-live="polite" data-chat-lines>
          {lines.map((line) => (
            <li
              key={line.id}
              className={line.spectator ? 'spectator' : undefined}
              data-chat-line
              data-spectator={line.spectator || undefined}
            >
              <time className="when" dateTime={new Date(line.at).toISOString()} data-chat-time>
                {clockTime(line.at)}
              </time>
              <span className="who">
                {line.name}
                {line.spectator
                  ? line.name === 'Spectator'
                    ? ''
                    : ' (spectator)'
                  : line.seat === playerID
                    ? ' (you)'
                    : ''}
              </span>
              <span>{line.text}</span>
            </li>
          ))}
        </ol>
      )}
      <form className="chat-form" onSubmit={send}>
        <input
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={playerID === null ? 'Say something (as a spectator)' : 'Say something'}
          aria-label="Chat message"
          aria-invalid={length > CHAT_MAX_CHARACTERS || undefined}
          data-chat-input
        />
        <button className="btn small" type="submit" disabled={length === 0} data-chat-send>
          Send
        </button>
      </form>
      {length > CHAT_MAX_CHARACTERS - 50 && (
        <p className="muted chat-problem">
          {length} / {CHAT_MAX_CHARACTERS} characters
        </p>
      )}
      {problem && (
        <p className="alert chat-problem" role="alert" data-chat-problem>
          {problem}
        </p>
      )}
    </section>
  );
}

/** "14:05": the hour and minute a line was said, in the reader's own clock. */
export function clockTime(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
