import { Link } from './Link';
import { paths } from './router';

export function Loading({ what }: { what: string }) {
  return (
    <div className="center-state" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="muted">Loading {what}…</span>
    </div>
  );
}

export function Problem({ title, detail }: { title: string; detail?: string }) {
  return (
    <div className="center-state">
      <div>
        <h1>{title}</h1>
        {detail && <p className="muted">{detail}</p>}
        <Link className="btn" href={paths.lobby()}>
          Back to the lobby
        </Link>
      </div>
    </div>
  );
}

export function NotFound() {
  return (
    <Problem title="Nothing here" detail="This page does not exist. The games are in the lobby." />
  );
}
