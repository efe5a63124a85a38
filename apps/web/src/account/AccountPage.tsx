/**
 * Log in or register. Accounts are optional: a guest plays as before; an account keeps ratings
 * and may sit in rated matches.
 */
import { useEffect, useState } from 'react';
import { Link } from '../app/Link';
import { navigate, paths } from '../app/router';
import { NAME_RULE } from './account-api';
import { logInAs, registerAs, useCurrentAccount } from './current-account';

type Mode = 'login' | 'register';

export default function AccountPage() {
  const account = useCurrentAccount();
  const [mode, setMode] = useState<Mode>('login');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Log in — Gridplay';
  }, []);

  const problem =
    mode === 'register' && name && !NAME_RULE.test(name)
      ? 'A name is 3–20 letters, digits, _ or -.'
      : mode === 'register' && password && password.length < 8
        ? 'A password is at least 8 characters.'
        : undefined;

  async function submit() {
    setBusy(true);
    setError(undefined);
    try {
      await (mode === 'login' ? logInAs(name, password) : registerAs(name, password));
      navigate(paths.player(name));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page">
      <form
        className="panel"
        aria-label={mode === 'login' ? 'Log in' : 'Register'}
        style={{ maxWidth: 420, margin: '0 auto' }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h1>{mode === 'login' ? 'Log in' : 'Create an account'}</h1>
        {account && (
          <p className="muted">
            You are logged in as <Link href={paths.player(account.name)}>{account.name}</Link>.
          </p>
        )}
        <p className="muted">
          No account is needed to play. With one, your ratings follow you, you can sit in rated
          matches, and what you save in a game&apos;s tools (decks) is kept in your account — what
          this browser saved before moves into it when you log in.
        </p>
        <div className="field">
          <label htmlFor="account-name">Name</label>
          <input
            id="account-name"
            autoComplete="username"
            value={name}
            maxLength={20}
            onChange={(event) => setName(event.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="account-password">Password</label>
          <input
            id="account-password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </div>
        {(problem || error) && (
          <p className="alert" role="alert">
            {problem ?? error}
          </p>
        )}
        <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
          <button className="btn primary" type="submit" disabled={busy || !!problem}>
            {mode === 'login' ? 'Log in' : 'Register'}
          </button>
          <button
            className="btn ghost"
            type="button"
            onClick={() => {
              setMode(mode === 'login' ? 'register' : 'login');
              setError(undefined);
            }}
          >
            {mode === 'login' ? 'New here? Register' : 'Have an account? Log in'}
          </button>
        </div>
      </form>
    </main>
  );
}
