/** A game's rules, from the Markdown in its package (marked is loaded only on this page). */
import { useEffect, useState } from 'react';
import { findGame } from '../app/games';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { Loading, Problem } from '../app/Status';
import { playerCount } from '../lobby/GameArt';
import { splitAtContents, withSectionIds } from './section-ids';

/** The rules' sections, linked: a player jumps to the part they need. */
function Contents({ html }: { html: string }) {
  const sections = [...html.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/g)]
    .map(([, id, inner]) => ({
      id,
      title: inner
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'"),
    }))
    .filter((section) => section.title !== 'Contents');
  if (sections.length < 2) return null;
  return (
    <nav className="panel rules-contents" aria-label="Contents" data-rules-contents>
      <h2>Contents</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The rules, with the linked contents where the Markdown has its own list (else before them). */
function RulesText({ html }: { html: string }) {
  const parts = splitAtContents(html);
  if (!parts)
    return (
      <>
        <Contents html={html} />
        <article className="rules" data-rules dangerouslySetInnerHTML={{ __html: html }} />
      </>
    );
  // What a first-time player needs is the first screen; the rest is folded below it, and a
  // contents link (or a link to a section) unfolds it.
  return (
    <>
      <article className="rules" data-rules dangerouslySetInnerHTML={{ __html: parts[0] }} />
      <Contents html={html} />
      <details className="rules-more" data-rules-more>
        <summary>All the rules, section by section</summary>
        <article className="rules" dangerouslySetInnerHTML={{ __html: parts[1] }} />
      </details>
    </>
  );
}

/** Opens the folded rules when the page is asked for a section inside them. */
function useUnfoldOnLink(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const unfold = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const folded = target?.closest('details');
      if (folded && !folded.open) {
        folded.open = true;
        target!.scrollIntoView();
      }
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href^="#"]');
      if (!link) return;
      const target = document.getElementById(
        decodeURIComponent(link.getAttribute('href')!.slice(1)),
      );
      const folded = target?.closest('details');
      if (folded) folded.open = true;
    };
    unfold();
    window.addEventListener('hashchange', unfold);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('hashchange', unfold);
      document.removeEventListener('click', onClick, true);
    };
  }, [ready]);
}

export default function RulesPage({ gameId }: { gameId: string }) {
  const row = findGame(gameId);
  const [html, setHtml] = useState<string>();
  const [error, setError] = useState<string>();
  useUnfoldOnLink(html !== undefined);
  useEffect(() => {
    if (!row) return;
    document.title = `${row.meta.title} rules — Gridplay`;
    let live = true;
    Promise.all([row.rules(), import('marked')])
      .then(([markdown, { marked }]) =>
        // A wide table scrolls sideways on a phone: it takes focus so a keyboard can scroll it.
        withSectionIds(marked.parse(markdown, { async: false, gfm: true })).replace(
          /<table>/g,
          '<table tabindex="0">',
        ),
      )
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
        {row.meta.tutorialMinutes !== undefined && (
          <Link className="btn small primary" href={paths.learn(gameId)} data-learn={gameId}>
            Learn to play
          </Link>
        )}
        <Link className="btn small ghost" href={paths.lobby()}>
          All games
        </Link>
      </div>
      {html === undefined ? (
        <Loading what="rules" />
      ) : (
        <>
          <section className="panel rules-start" aria-label="Before you play">
            <strong>{row.meta.title}</strong> · {playerCount(row.meta)}
            <p className="muted" style={{ margin: '4px 0 0' }}>
              {row.meta.description}
            </p>
          </section>
          <RulesText html={html} />
        </>
      )}
    </main>
  );
}
