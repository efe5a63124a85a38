/**
 * The create form's "Rated" switch: a rated match seats only logged-in players and changes their
 * ratings at the end. A guest sees it switched off, with the reason and where to log in.
 */
import { useId } from 'react';
import { Link } from '../app/Link';
import { paths } from '../app/router';
import type { Me } from './account-api';

export function RatedField({
  account,
  checked,
  onChange,
}: {
  /** undefined while the server has not answered, null for a guest. */
  account: Me | null | undefined;
  checked: boolean;
  onChange: (rated: boolean) => void;
}) {
  const id = useId();
  const hint = `${id}-hint`;
  return (
    <div className="field" data-rated-field>
      <label htmlFor={id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          id={id}
          type="checkbox"
          checked={checked && Boolean(account)}
          disabled={!account}
          aria-describedby={hint}
          onChange={(e) => onChange(e.target.checked)}
          data-rated
        />
        Rated match
      </label>
      <small id={hint} className="muted" data-rated-hint>
        {account ? (
          `Only logged-in players can sit; the result changes each player's rating for this game. You play as ${account.name}.`
        ) : account === null ? (
          <>
            Rated matches are for logged-in players:{' '}
            <Link href={paths.account()}>log in or register</Link> to create one.
          </>
        ) : (
          'Checking whether you are logged in…'
        )}
      </small>
    </div>
  );
}
