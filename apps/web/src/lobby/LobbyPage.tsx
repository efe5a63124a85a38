import { useEffect, useState } from 'react';
import type { GameMeta } from '@gridplay/core';
import { games } from '../app/games';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { GameArt, playerCount } from './GameArt';
import { OpenMatches } from './OpenMatches';
import { MyGames } from './MyGames';
import { PlayerNameField, usePlayerName } from './PlayerName';
import { AiAfterField, PlayNowButton, playsByTwo } from './PlayNow';
import { AI_AFTER_CHOICES, DEFAULT_AI_AFTER } from './play-now-api';
import { readJson, writeJson } from '../app/storage';

const AI_AFTER_KEY = 'gridplay:play-now-ai-after';

function GameCard({
  meta,
  playerName,
  aiAfter,
}: {
  meta: GameMeta;
  playerName: string;
  aiAfter: number;
}) {
  return (
    <article
      className="game-card"
      style={{ ['--accent' as string]: meta.accent }}
      data-game={meta.id}
    >
      <GameArt meta={meta} />
      <div className="body">
        <h3>{meta.title}</h3>
        <p className="desc">{meta.description}</p>
        <div className="chips">
          <span className="chip">{playerCount(meta)}</span>
          {meta.seatNames && (
            <span className="chip">{meta.seatNames.slice(0, meta.maxPlayers).join(' vs ')}</span>
          )}
        </div>
      </div>
      <div className="actions">
        {playsByTwo(meta) && (
          <PlayNowButton meta={meta} playerName={playerName} aiAfterSeconds={aiAfter} />
        )}
        <Link
          className="btn primary"
          href={`${paths.newMatch(meta.id)}?mode=ai`}
          data-play-ai={meta.id}
        >
          Play vs AI
        </Link>
        <Link
          className="btn"
          href={`${paths.newMatch(meta.id)}?mode=online`}
          data-play-online={meta.id}
        >
          Online
        </Link>
        <Link className="btn ghost" href={`${paths.newMatch(meta.id)}?mode=hotseat`}>
          Hotseat
        </Link>
        <Link className="btn ghost" href={paths.rules(meta.id)} aria-label={`${meta.title} rules`}>
          Rules
        </Link>
        {meta.tutorialMinutes !== undefined && (
          <Link
            className="btn ghost"
            href={paths.learn(meta.id)}
            aria-label={`Learn to play ${meta.title} (about ${meta.tutorialMinutes} minutes)`}
            data-learn={meta.id}
          >
            Learn to play
          </Link>
        )}
        {meta.tools?.map((tool) => (
          <Link
            key={tool.id}
            className="btn ghost"
            href={paths.tool(meta.id, tool.id)}
            aria-label={`${meta.title}: ${tool.title}${tool.summary ? ` — ${tool.summary}` : ''}`}
            data-tool={`${meta.id}/${tool.id}`}
          >
            {tool.title}
          </Link>
        ))}
      </div>
    </article>
  );
}

export function LobbyPage() {
  const [name, setName] = usePlayerName();
  const [aiAfter, setAiAfter] = useState(() => {
    const saved = readJson<number>(AI_AFTER_KEY);
    return AI_AFTER_CHOICES.some((s) => s === saved) ? saved! : DEFAULT_AI_AFTER;
  });
  useEffect(() => {
    if (window.location.hash === '#open-matches')
      document.getElementById('open-matches')?.scrollIntoView();
  }, []);
  return (
    <main className="page" data-lobby-ready>
      <section className="hero">
        <span className="eyebrow">Tabletop games on the grid</span>
        <h1>
          Pick a game. <span className="glow">Enter the grid.</span>
        </h1>
        <p>
          Play card and board games with friends online, against an AI that only sees what it
          should, or hotseat on one screen.
        </p>
        <div className="name-row">
          <PlayerNameField name={name} onChange={setName} />
          <AiAfterField
            value={aiAfter}
            onChange={(seconds) => {
              setAiAfter(seconds);
              writeJson(AI_AFTER_KEY, seconds);
            }}
          />
        </div>
      </section>

      <MyGames />

      <div className="section-title">
        <h2>Games</h2>
        <span className="muted">
          {games.length === 1 ? '1 game installed' : `${games.length} games installed`}
        </span>
      </div>
      {games.length === 0 ? (
        <p className="empty">No game packages are installed yet.</p>
      ) : (
        <div className="gallery">
          {games.map((g) => (
            <GameCard key={g.meta.id} meta={g.meta} playerName={name} aiAfter={aiAfter} />
          ))}
        </div>
      )}

      <div className="section-title" id="open-matches">
        <h2>Open matches</h2>
        <span className="muted">Join a match that is waiting for players</span>
      </div>
      <OpenMatches playerName={name} />
      <footer className="footer">Gridplay · open platform for tabletop games</footer>
    </main>
  );
}
