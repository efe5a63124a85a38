/**
 * The balance report as one self-contained HTML page: inline SVG charts and inline CSS, no
 * script and nothing fetched, so it opens from disk or as a CI artifact.
 */
import type { BalanceReport, Rate } from './report';
import { wilson } from '@gridplay/bots';

const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const interval = (rate: Rate) => `[${pct(rate.ci95[0])}, ${pct(rate.ci95[1])}]`;

/** The seat that moved first: its rate large, and per value of each option that varied. */
function firstPlayerSection(report: BalanceReport): string {
  const first = report.firstPlayer;
  const perValue = report.options
    .map(
      (group) =>
        `<tr><td>${escape(group.key)} = ${escape(JSON.stringify(group.value))}</td><td><b>${pct(group.firstPlayer.rate)}</b></td><td>${interval(group.firstPlayer)}</td><td>${group.firstPlayer.wins}</td><td>${group.firstPlayer.games}</td></tr>`,
    )
    .join('\n');
  return `<section class="headline" aria-label="First player's edge">
<h2>First player's edge</h2>
<p class="big"><b>${pct(first.rate)}</b> <span>${interval(first)}</span></p>
<p>The seat that made the first move won ${first.wins} of ${first.games} games${first.draws ? ` (${first.draws} drawn or unfinished)` : ''}; 50% would be no edge.</p>
${
  perValue
    ? `<table><thead><tr><th>setup</th><th>first player</th><th>95%</th><th>won</th><th>games</th></tr></thead>
<tbody>
${perValue}
</tbody></table>`
    : ''
}
</section>`;
}

/** A cell's class: inside 40–60% is even; outside, the side it leans to. */
function lean(rate: number): string {
  if (rate > 0.6) return 'high';
  if (rate < 0.4) return 'low';
  return 'even';
}

/** Deck against deck: the row deck's score against each column deck, and against all. */
function matchupSection(report: BalanceReport): string {
  if (report.matchups.length === 0) return '';
  const order = [...new Set(report.matchups.flatMap((m) => [m.deck, m.opponent]))];
  const ordered = report.settings.pairings?.decks.filter((d) => order.includes(d)) ?? order;
  const cell = (deck: string, opponent: string) => {
    if (deck === opponent) return '<td class="mirror">—</td>';
    const m = report.matchups.find((x) => x.deck === deck && x.opponent === opponent);
    if (!m) return '<td class="none">not played</td>';
    return `<td class="${lean(m.rate)}" title="${escape(deck)} against ${escape(opponent)}: ${m.wins} won, ${m.losses} lost, ${m.draws} drawn of ${m.games}"><b>${pct(m.rate)}</b><br><small>${interval(m)} · ${m.games}</small></td>`;
  };
  const overall = (deck: string) => {
    const games = report.matchups.filter((m) => m.deck === deck);
    const n = games.reduce((sum, m) => sum + m.games, 0);
    const points = games.reduce((sum, m) => sum + m.wins + m.draws / 2, 0);
    if (!n) return '<td></td>';
    const [low, high] = wilson(points, n);
    return `<td class="${lean(points / n)}"><b>${pct(points / n)}</b><br><small>[${pct(low)}, ${pct(high)}] · ${n}</small></td>`;
  };
  const name = (deck: string) => escape(report.deckLabels[deck] ?? deck);
  const short = (deck: string) => escape((report.deckLabels[deck] ?? deck).split(/ [—(]/)[0]);
  const rows = ordered
    .map(
      (deck) =>
        `<tr><th scope="row" title="${name(deck)}">${short(deck)}</th>${ordered.map((opponent) => cell(deck, opponent)).join('')}${overall(deck)}</tr>`,
    )
    .join('\n');
  const plan = report.settings.pairings;
  const coverage = plan
    ? ` ${plan.played} of ${plan.of} pairings played, ${plan.gamesPerPairing.min === plan.gamesPerPairing.max ? plan.gamesPerPairing.min : `${plan.gamesPerPairing.min}–${plan.gamesPerPairing.max}`} games each (the decks swap seats game by game).`
    : '';
  return `<h2>Deck against deck</h2>
<p>Each cell is the row deck's score against the column deck, its 95% interval and the games.${coverage} Shaded: outside 40–60%.</p>
<table class="matrix"><thead><tr><th>deck ↓ against →</th>${ordered.map((d) => `<th scope="col" title="${name(d)}">${short(d)}</th>`).join('')}<th>all</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p class="meta">${ordered.map((d) => `<b>${short(d)}</b>: ${name(d)} (<code>${escape(d)}</code>)`).join(' · ')}</p>`;
}

/** Each card's record: the games it was played in and how they ended for its player. */
function cardSection(report: BalanceReport): string {
  if (report.cards.length === 0) return '';
  const rows = report.cards
    .map(
      (c) =>
        `<tr><td>${escape(c.card)}</td><td>${c.games}</td><td>${c.wins}</td><td>${c.losses}</td><td>${c.draws}</td><td class="${lean(c.rate)}">${pct(c.rate)} ${interval(c)}</td><td>${c.plays}</td></tr>`,
    )
    .join('\n');
  return `<h2>Each card's record</h2>
<p>Games in which a seat played the card (a game where both seats played it counts for each), how those games ended for that seat, and how many times it was played in all. Sorted by games played.</p>
<table class="grid"><thead><tr><th>card</th><th aria-sort="descending">games played ▾</th><th>won</th><th>lost</th><th>drawn</th><th>win rate [95%]</th><th>times played</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}

/** Horizontal bars of rates with their 95% interval as a whisker, and a 50% line. */
function rateChart(rows: Array<{ label: string } & Rate>): string {
  if (rows.length === 0) return '<p class="none">No games.</p>';
  const labelWidth = 220;
  const barWidth = 420;
  const rowHeight = 26;
  const height = rows.length * rowHeight + 24;
  const x = (rate: number) => labelWidth + rate * barWidth;
  const bars = rows
    .map((row, i) => {
      const y = i * rowHeight + 4;
      const [low, high] = row.ci95;
      return `<g>
  <text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${escape(row.label)}</text>
  <rect x="${labelWidth}" y="${y + 3}" width="${row.rate * barWidth}" height="16" class="bar"/>
  <line x1="${x(low)}" x2="${x(high)}" y1="${y + 11}" y2="${y + 11}" class="ci"/>
  <line x1="${x(low)}" x2="${x(low)}" y1="${y + 6}" y2="${y + 16}" class="ci"/>
  <line x1="${x(high)}" x2="${x(high)}" y1="${y + 6}" y2="${y + 16}" class="ci"/>
  <text x="${labelWidth + barWidth + 8}" y="${y + 15}">${pct(row.rate)} [${pct(low)}, ${pct(high)}] · ${row.games} games</text>
</g>`;
    })
    .join('\n');
  const half = x(0.5);
  return `<svg viewBox="0 0 ${labelWidth + barWidth + 260} ${height}" role="img">
${bars}
<line x1="${half}" x2="${half}" y1="0" y2="${height - 20}" class="half"/>
<text x="${half}" y="${height - 6}" text-anchor="middle" class="axis">50%</text>
</svg>`;
}

function histogramChart(bins: BalanceReport['length']['histogram']): string {
  if (bins.length === 0) return '<p class="none">No games.</p>';
  const width = 680;
  const height = 200;
  const most = Math.max(...bins.map((b) => b.games));
  const barWidth = width / bins.length;
  const bars = bins
    .map((bin, i) => {
      const h = most ? (bin.games / most) * (height - 40) : 0;
      const label = bin.from === bin.to ? `${bin.from}` : `${bin.from}–${bin.to}`;
      return `<g><rect x="${i * barWidth + 2}" y="${height - 24 - h}" width="${barWidth - 4}" height="${h}" class="bar"><title>${escape(label)} moves: ${bin.games} games</title></rect>
<text x="${i * barWidth + barWidth / 2}" y="${height - 28 - h}" text-anchor="middle" class="axis">${bin.games}</text>
<text x="${i * barWidth + barWidth / 2}" y="${height - 8}" text-anchor="middle" class="axis">${escape(label)}</text></g>`;
    })
    .join('\n');
  return `<svg viewBox="0 0 ${width} ${height}" role="img">${bars}</svg>`;
}

function shareChart(rows: BalanceReport['winConditions']): string {
  return rateChart(
    rows.map((row) => ({
      label: row.label,
      games: row.games,
      wins: row.games,
      draws: 0,
      losses: 0,
      rate: row.share,
      ci95: [row.share, row.share],
    })),
  ).replace(/ · \d+ games/g, '');
}

export function renderReportHtml(report: BalanceReport): string {
  const { settings, totals } = report;
  const options = Object.entries(settings.options)
    .map(([key, values]) => `${escape(key)} = ${values.map(escape).join(' | ')}`)
    .join(', ');
  const optionSections = report.options
    .map(
      (group) =>
        `<h3>${escape(group.key)} = ${escape(JSON.stringify(group.value))}</h3>` +
        rateChart(group.seats.map((s) => ({ label: `seat ${s.seat}`, ...s }))),
    )
    .join('\n');
  const playRows = report.plays
    .map(
      (p) =>
        `<tr><td>${escape(p.label)}</td><td>${p.plays}</td><td>${p.perGame.toFixed(2)}</td><td>${p.games}</td><td>${pct(p.rate)} [${pct(p.ci95[0])}, ${pct(p.ci95[1])}]</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Balance report: ${escape(report.title)}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 1000px; color: #1b1f24; padding: 0 1rem; }
h1 { margin-bottom: 0.2rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #d0d7de; }
svg { width: 100%; height: auto; font-size: 12px; }
.bar { fill: #3b82c4; } .ci { stroke: #111; stroke-width: 1.5; } .half { stroke: #c33; stroke-dasharray: 4 3; }
.axis { fill: #555; font-size: 11px; } .none { color: #777; }
table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #eee; padding: 3px 8px; text-align: right; }
td:first-child, th:first-child { text-align: left; }
.meta { color: #555; }
.headline { background: #f3f8fd; border: 1px solid #b9d3ea; border-radius: 8px; padding: 0.2rem 1rem 1rem; margin-top: 1.5rem; }
.headline h2 { border: 0; margin-top: 0.6rem; } .big { font-size: 2.2rem; margin: 0; } .big span { font-size: 1rem; color: #555; }
.matrix td, .matrix th { text-align: center; font-size: 12px; padding: 4px; } .matrix th[scope=row] { text-align: left; }
.high { background: #dff2e1; } .low { background: #fbe3e0; } .mirror, .none { color: #999; }
.grid th { background: #f0f3f6; cursor: default; } .grid tbody tr:nth-child(even) { background: #fafbfc; }
</style></head><body>
<h1>Balance report: ${escape(report.title)}</h1>
<p class="meta">${totals.games} self-play games, every seat played by the <b>${escape(settings.bot)}</b> bot, ${settings.numPlayers} players${options ? `, options ${options}` : ''}; ${totals.decided} won, ${totals.draws} drawn, ${totals.unfinished} unfinished (cap ${settings.maxMoves} moves). Seed ${escape(settings.seed)}. Generated ${escape(report.generatedAt)}.<br>
A rate counts a win as 1 and a draw (or unfinished game) as ½; the whisker is its 95% Wilson interval, the dashed line 50%.</p>

${firstPlayerSection(report)}

${matchupSection(report)}

<h2>Win rate per seat</h2>
${rateChart(report.seats.map((s) => ({ label: `${s.name} (seat ${s.seat})`, ...s })))}

<h2>Win rate per deck or side</h2>
${rateChart(report.decks.map((d) => ({ label: d.deck, ...d })))}

${report.options.length ? `<h2>Win rate per option</h2>\n${optionSections}` : ''}

<h2>Game length (moves)</h2>
<p>Mean ${report.length.mean.toFixed(1)}, median ${report.length.median}, shortest ${report.length.min}, longest ${report.length.max}.</p>
${histogramChart(report.length.histogram)}

<h2>Win conditions reached</h2>
${shareChart(report.winConditions)}

${cardSection(report)}

<h2>Moves and cards played</h2>
<p>Times played, per game, games in which a seat played it, and how the seats that played it did.</p>
<table><thead><tr><th>move or card</th><th>played</th><th>per game</th><th>games</th><th>win rate of its player [95%]</th></tr></thead>
<tbody>
${playRows}
</tbody></table>
</body></html>
`;
}
