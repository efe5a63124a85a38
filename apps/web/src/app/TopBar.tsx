import { Link } from './Link';
import { paths } from './router';
import { AccountLink } from '../account/AccountLink';

export function Logo() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#0a1020" stroke="#1d2c49" />
      <path
        d="M6 10h20M6 16h20M6 22h20M10 6v20M16 6v20M22 6v20"
        stroke="#1f3b57"
        strokeWidth="1.2"
      />
      <path
        d="M6 22h10V10h10"
        fill="none"
        stroke="#38e8ff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function TopBar() {
  return (
    <header className="topbar">
      <Link className="brand" href={paths.lobby()} aria-label="Gridplay home">
        <Logo />
        <span>Gridplay</span>
      </Link>
      <span className="spacer" />
      <nav aria-label="Main">
        <Link href={paths.lobby()}>Games</Link>
        <Link href={`${paths.lobby()}#open-matches`}>Open matches</Link>
        <AccountLink />
      </nav>
    </header>
  );
}
