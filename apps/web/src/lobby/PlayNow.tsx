/**
 * "Play now" on a game card: one press queues the player for that game; the card then shows how
 * long they have waited, a Cancel, and — after the wait they chose — an offer to play the AI
 * instead, at the level they pick (each named with its rating when the game has one). When the
 * server pairs them, the seat is saved like any joined seat and the match opens. Leaving the page
 * (or the card) leaves the queue.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { GameMeta } from '@gridplay/core';
import { navigate, paths } from '../app/router';
import { saveSeat } from '../app/storage';
import type { Difficulty } from './lobby-api';
import { LevelSelect } from './LevelSelect';
import {
  AI_AFTER_CHOICES,
  ASK_EVERY_MS,
  askTicket,
  joinQueue,
  leaveQueue,
  playTheAi,
  waitedWords,
  type TicketNews,
  type Waiting,
} from './play-now-api';
import './play-now.css';

/** Whether Play now pairs players of this game (two at one table). */
export function playsByTwo(meta: GameMeta): boolean {
  return meta.minPlayers <= 2 && meta.maxPlayers >= 2;
}

export function PlayNowButton({
  meta,
  playerName,
  aiAfterSeconds,
}: {
  meta: GameMeta;
  playerName: string;
  aiAfterSeconds: number;
}) {
  const [ticket, setTicket] = useState<string>();
  const [waiting, setWaiting] = useState<Waiting & { askedAt: number }>();
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** The AI's level if the player takes the offer ("normal", as a seat left by a player). */
  const [level, setLevel] = useState<Difficulty>('normal');
  const seated = useRef(false);

  function arrived(news: TicketNews): void {
    if (news.status === 'matched') {
      seated.current = true;
      saveSeat(news.matchID, {
        playerID: news.playerID,
        credentials: news.credentials,
        name: playerName.trim() || 'Guest',
        gameId: meta.id,
        seenAt: Date.now(),
      });
      navigate(paths.match(meta.id, news.matchID));
    } else setWaiting({ ...news, askedAt: Date.now() });
  }

  // While queued: ask once a second, tick the shown wait, leave when the card or page goes.
  useEffect(() => {
    if (!ticket) return;
    let live = true;
    const ask = () =>
      askTicket(ticket).then(
        (news) => live && arrived(news),
        (e: Error) => {
          if (!live) return;
          setError(e.message);
          setTicket(undefined);
        },
      );
    const asking = window.setInterval(() => void ask(), ASK_EVERY_MS);
    const ticking = window.setInterval(() => setNow(Date.now()), 250);
    const closing = () => leaveQueue(ticket, true);
    window.addEventListener('pagehide', closing);
    return () => {
      live = false;
      window.clearInterval(asking);
      window.clearInterval(ticking);
      window.removeEventListener('pagehide', closing);
      if (!seated.current) leaveQueue(ticket);
    };
    // `arrived` reads only values fixed while a ticket is live.
  }, [ticket]);

  async function start() {
    setBusy(true);
    setError(undefined);
    try {
      const joined = await joinQueue(meta.id, playerName.trim() || undefined, aiAfterSeconds);
      if (joined.status === 'waiting') setTicket(joined.ticket);
      else seated.current = true;
      arrived(joined);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function takeTheAi() {
    if (!ticket) return;
    setBusy(true);
    try {
      arrived(await playTheAi(ticket, level));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!ticket || !waiting)
    return (
      <>
        <button
          className="btn primary"
          type="button"
          disabled={busy}
          onClick={() => void start()}
          data-play-now={meta.id}
        >
          {busy ? 'Joining…' : 'Play now'}
        </button>
        {error && (
          <p className="alert" role="alert" data-play-now-error>
            {error}
          </p>
        )}
      </>
    );
  const waited = waiting.waitedMs + (now - waiting.askedAt);
  return (
    <div className="play-now-wait" role="status" data-play-now-waiting={meta.id}>
      <span>
        Looking for an opponent… <strong data-play-now-waited>{waitedWords(waited)}</strong>
      </span>
      {waiting.aiOffered ? (
        <span className="play-now-ai" data-play-now-ai-offer>
          <LevelSelect meta={meta} label="AI level" value={level} onChange={setLevel} />
          <button
            className="btn small primary"
            type="button"
            disabled={busy}
            onClick={() => void takeTheAi()}
            data-play-now-ai
          >
            No one yet — play the AI
          </button>
        </span>
      ) : (
        <span className="muted">
          An AI opponent is offered after {Math.round(waiting.aiAfterMs / 1000)} s.
        </span>
      )}
      <button
        className="btn small ghost"
        type="button"
        onClick={() => {
          setTicket(undefined);
          setWaiting(undefined);
        }}
        data-play-now-cancel
      >
        Cancel
      </button>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The wait before an AI opponent is offered, chosen once for every card. */
export function AiAfterField({
  value,
  onChange,
}: {
  value: number;
  onChange: (seconds: number) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Play now offers an AI after</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        data-ai-after
      >
        {AI_AFTER_CHOICES.map((seconds) => (
          <option key={seconds} value={seconds}>
            {seconds < 60 ? `${seconds} s` : `${seconds / 60} min`}
          </option>
        ))}
      </select>
    </div>
  );
}
