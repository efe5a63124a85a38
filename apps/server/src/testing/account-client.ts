/** A browser's side of the account API in tests: requests that carry and keep a session cookie. */
import { send, type Answer } from './hostile-http';

export const SESSION_COOKIE_NAME = 'gridplay_session';

/** The session cookie a response set (`''` when it cleared it), with its attributes. */
export function sessionCookieOf(
  answer: Answer,
): { value: string; attributes: string[] } | undefined {
  for (const line of answer.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, value] = pair.split('=');
    if (name === SESSION_COOKIE_NAME) return { value, attributes };
  }
  return undefined;
}

/** One browser: sends its cookie with every request and keeps the ones it is given. */
export class Browser {
  cookie?: string;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async send(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const answer = await send(`${this.url}${path}`, {
      ...init,
      headers: {
        ...this.headers,
        ...(this.cookie ? { cookie: `${SESSION_COOKIE_NAME}=${this.cookie}` } : {}),
        ...init.headers,
      },
    });
    const set = sessionCookieOf(answer);
    if (set) this.cookie = set.value || undefined;
    return answer;
  }

  register(name: string, password = 'correct horse') {
    return this.send('/api/auth/register', { body: { name, password } });
  }

  login(name: string, password = 'correct horse') {
    return this.send('/api/auth/login', { body: { name, password } });
  }

  logout() {
    return this.send('/api/auth/logout', { method: 'POST' });
  }
}
