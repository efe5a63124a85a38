/**
 * What just happened, for the dock: the log lines written since this seat's own last move (the
 * other side's moves and what they caused), or that move's own line when nothing followed it.
 * The frame's log keeps the whole story; this keeps the latest of it beside the decision.
 */
import type { LogEntry } from 'boardgame.io';

interface Line {
  seat: string | undefined;
  text: string;
}

function linesOf(log: readonly LogEntry[]): Line[] {
  const lines: Line[] = [];
  for (const entry of log) {
    const text = (entry.metadata as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string' || !text) continue;
    const payload = entry.action?.payload as { playerID?: string } | undefined;
    lines.push({ seat: payload?.playerID, text });
  }
  return lines;
}

export function latestNews(
  log: readonly LogEntry[] | undefined,
  seat: string | null,
  max = 2,
): string[] {
  const lines = linesOf(log ?? []);
  const since: string[] = [];
  for (let i = lines.length - 1; i >= 0 && since.length < max; i--) {
    if (seat !== null && lines[i].seat === seat) {
      if (since.length === 0) since.push(lines[i].text);
      break;
    }
    since.push(lines[i].text);
  }
  return since.reverse();
}
