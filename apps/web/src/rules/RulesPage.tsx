/** A game's rules, from the Markdown in its package (marked is loaded only on this page). */
import { useEffect, useState } from 'react';
import { findGame } from '../app/games';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { Loading, Problem } from '../app/Status';

export default function RulesPage({ gameId }: { gameId: string }) {
  const row = findGame(gameId);
  const [html, setHtml] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!row) return;
    document.title = `${row.meta.title} rules — Gridplay`;
    let live = true;
    Promise.all([row.rules(), import('marked')])
      .then(([markdown, { marked }]) => marked.parse(markdown, { async: false, gfm: true }))
      .then(
        (rendered) => live && setHtml(rendered),
        (e: Error) => live && setError(e.message),
      );
    return () => {
      live = false;
    };
  }, [row]);
  if (!row)
    return <Problem title="Unknown game" detail={`No game called "${gameId}" is installed.`} />;
  if (error) return <Problem title="The rules could not be loaded" detail={error} />;
  return (
    <main className="page" style={{ ['--accent' as string]: row.meta.accent }}>
      <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap', marginBottom: 8 }}>
        <Link className="btn small" href={`${paths.newMatch(gameId)}?mode=ai`}>
          Play {row.meta.title}
        </Link>
        <Link className="btn small ghost" href={paths.lobby()}>
          All games
        </Link>
      </div>
      {html === undefined ? (
        <Loading what="rules" />
      ) : (
        <article className="rules" data-rules dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </main>
  );
}
