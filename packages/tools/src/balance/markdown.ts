/**
 * The deck-against-deck table as Markdown, for a README or a game's rules (`npm run balance --
 * <game> --pairings …` writes it beside the JSON and the HTML): each cell the row deck's score
 * against the column deck with its 95% interval and games, the last column the row deck's score
 * over all its pairings.
 */
import type { BalanceReport } from './report';
import { wilson } from '@gridplay/bots';

const whole = (x: number) => Math.round(x * 100);

export function matchupMarkdown(report: BalanceReport): string {
  const seen = [...new Set(report.matchups.flatMap((m) => [m.deck, m.opponent]))];
  const decks = report.settings.pairings?.decks.filter((d) => seen.includes(d)) ?? seen;
  const name = (deck: string) => (report.deckLabels[deck] ?? deck).split(/ [—(]/)[0];
  const cell = (deck: string, opponent: string) => {
    if (deck === opponent) return '—';
    const m = report.matchups.find((x) => x.deck === deck && x.opponent === opponent);
    return m
      ? `${whole(m.rate)}% [${whole(m.ci95[0])}, ${whole(m.ci95[1])}] ${m.games}`
      : 'not played';
  };
  const overall = (deck: string) => {
    const rows = report.matchups.filter((m) => m.deck === deck);
    const games = rows.reduce((sum, m) => sum + m.games, 0);
    const points = rows.reduce((sum, m) => sum + m.wins + m.draws / 2, 0);
    if (!games) return '';
    const [low, high] = wilson(points, games);
    return `**${whole(points / games)}%** [${whole(low)}, ${whole(high)}] ${games}`;
  };
  const lines = [
    `| deck ↓ against → | ${decks.map(name).join(' | ')} | all |`,
    `|---|${decks.map(() => '---:').join('|')}|---:|`,
    ...decks.map(
      (deck) =>
        `| ${name(deck)} | ${decks.map((opponent) => cell(deck, opponent)).join(' | ')} | ${overall(deck)} |`,
    ),
  ];
  return lines.join('\n') + '\n';
}
