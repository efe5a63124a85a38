/**
 * The top bar's account corner: "Log in" for a guest, or the account's name (to its profile)
 * and "Log out". Kept to one or two words so a phone's top bar stays on one line for guests.
 */
import { useState } from 'react';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { logOutNow, useCurrentAccount } from './current-account';

/** A button that reads like the top bar's links beside it. */
const LINK_LIKE = {
  background: 'none',
  border: 0,
  padding: 0,
  color: 'var(--muted)',
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
} as const;

export function AccountLink() {
  const account = useCurrentAccount();
  const [busy, setBusy] = useState(false);
  if (account === undefined) return null;
  if (account === null) return <Link href={paths.account()}>Log in</Link>;
  return (
    <>
      <Link href={paths.player(account.name)} data-account-name>
        {account.name}
      </Link>
      <button
        type="button"
        style={LINK_LIKE}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void logOutNow().finally(() => setBusy(false));
        }}
      >
        Log out
      </button>
    </>
  );
}
