/**
 * A moment of a match as the replay viewer and "looking back" show it: the board's G and ctx,
 * who decided, and the log line of that decision. Online moments come from the server's replay
 * route (its own-view frames during play, everything after game over); local ones from the
 * device's stored history.
 */
import type { Ctx } from 'boardgame.io';
import type { GameModule } from '@gridplay/core';
import type { LocalSession } from '../local-session';
import { logLines } from '../frame-text';

export interface Moment {
  G: unknown;
  ctx: Ctx;
  /** The seat whose decision led here (null on the first moment). */
  actor: string | null;
  /** The log line of that decision. */
  text: string | null;
}

/** The route's answer (apps/server/src/lifecycle/replay-route.ts). */
interface ReplayPage {
  totalFrames: number;
  nextFrom: number | null;
  view: 'everything' | { seat: string };
  frames: { index: number; actor: string | null; text: string | null; G: unknown; ctx: Ctx }[];
}

export interface OnlineReplay {
  moments: Moment[];
  /** True after game over: every moment shows everything. */
  revealed: boolean;
}

/**
 * Every moment of an online match, page by page. With a seat's credentials before game over:
 * only that seat's own view of each moment (the server proves the seat; nothing else is sent).
 */
export async function fetchOnlineReplay(
  gameName: string,
  matchID: string,
  seat?: { playerID: string; credentials: string },
): Promise<OnlineReplay> {
  const moments: Moment[] = [];
  let revealed = true;
  for (let from: number | null = 0; from !== null;) {
    const query = new URLSearchParams({ from: String(from) });
    const headers: Record<string, string> = {};
    if (seat) {
      headers['X-Gridplay-Player-ID'] = seat.playerID;
      headers['X-Gridplay-Credentials'] = seat.credentials;
    }
    let response: Response;
    try {
      response = await fetch(
        `/api/matches/${encodeURIComponent(gameName)}/${encodeURIComponent(matchID)}/replay?${query}`,
        { headers },
      );
    } catch {
      throw new Error('The server cannot be reached. Check your connection and try again.');
    }
    if (!response.ok) throw new Error(await reasonOf(response));
    const page = (await response.json()) as ReplayPage;
    revealed = page.view === 'everything';
    for (const frame of page.frames)
      moments.push({ G: frame.G, ctx: frame.ctx, actor: frame.actor, text: frame.text });
    from = page.nextFrom;
  }
  return { moments, revealed };
}

async function reasonOf(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim();
  try {
    const parsed = JSON.parse(text) as { error?: string; message?: string };
    return parsed.error ?? parsed.message ?? text;
  } catch {
    return text || `The server answered ${response.status}.`;
  }
}

/**
 * Every moment of a local match. `seat` sees only its own view of each moment (looking back
 * during play); `reveal` shows everything (the replay of a finished match).
 */
export function localMoments(
  module: Pick<GameModule, 'meta'>,
  session: LocalSession,
  seat: string | null,
  reveal: boolean,
): Moment[] {
  const log = session.log;
  return session.moments.map((moment, index) => {
    const previous = index === 0 ? 0 : session.moments[index - 1].logLength;
    const lines = logLines(module, log.slice(previous, moment.logLength));
    return {
      G: session.viewAt(index, seat, reveal),
      ctx: moment.state.ctx,
      actor: moment.action?.playerID ?? null,
      // What happened outside the rules at this moment (a resignation) after its move's lines.
      text:
        [...lines.map((line) => line.text), ...(moment.note ? [moment.note] : [])].join(' · ') ||
        null,
    };
  });
}
