/** The top bar's account corner: "Log in" for a guest; the name (to the profile) and "Log out". */
import { useState } from 'react';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import { logOutNow, useCurrentAccount } from './current-account';

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
        className="btn ghost small"
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
