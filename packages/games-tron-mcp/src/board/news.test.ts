import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { latestNews } from './news';

const entry = (seat: string, text?: string) =>
  ({ action: { payload: { playerID: seat } }, metadata: text ? { text } : undefined }) as LogEntry;

describe('what just happened, for the dock', () => {
  const log = [
    entry('0', 'Tron commits Aim (+3): 3 against power 3'),
    entry('1', 'The MCP passes'),
    entry('1'),
    entry('0', 'Tron passes: Tron counters Vice Blasters with 3 against power 3'),
    entry('1', 'The MCP plays Sark (power 6) against Rogue programs'),
  ];

  it("the other side's lines since this seat's own last move, oldest first", () => {
    const more = [...log, entry('1', 'The MCP plays Logic Probe: he looks at Tron’s hand')];
    expect(latestNews(more, '0')).toEqual([
      'The MCP plays Sark (power 6) against Rogue programs',
      'The MCP plays Logic Probe: he looks at Tron’s hand',
    ]);
    expect(latestNews(more, '0', 1)).toEqual([
      'The MCP plays Logic Probe: he looks at Tron’s hand',
    ]);
  });

  it("the seat's own last line when nothing followed it; a spectator reads the last lines", () => {
    expect(latestNews(log.slice(0, 4), '0')).toEqual([
      'Tron passes: Tron counters Vice Blasters with 3 against power 3',
    ]);
    expect(latestNews(log, null, 1)).toEqual([
      'The MCP plays Sark (power 6) against Rogue programs',
    ]);
    expect(latestNews(undefined, '0')).toEqual([]);
  });
});
