/**
 * The balance report as one self-contained HTML page: inline SVG charts and inline CSS, no
 * script and nothing fetched, so it opens from disk or as a CI artifact.
 */
import type { BalanceReport, Rate } from './report';

const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

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
</style></head><body>
<h1>Balance report: ${escape(report.title)}</h1>
<p class="meta">${totals.games} self-play games, every seat played by the <b>${escape(settings.bot)}</b> bot, ${settings.numPlayers} players${options ? `, options ${options}` : ''}; ${totals.decided} won, ${totals.draws} drawn, ${totals.unfinished} unfinished (cap ${settings.maxMoves} moves). Seed ${escape(settings.seed)}. Generated ${escape(report.generatedAt)}.<br>
A rate counts a win as 1 and a draw (or unfinished game) as ½; the whisker is its 95% Wilson interval, the dashed line 50%.</p>

<h2>Win rate per seat</h2>
${rateChart(report.seats.map((s) => ({ label: `${s.name} (seat ${s.seat})`, ...s })))}

<h2>Win rate per deck or side</h2>
${rateChart(report.decks.map((d) => ({ label: d.deck, ...d })))}

<h2>First-player edge</h2>
<p>How the seat that made the first move did.</p>
${rateChart([{ label: 'moved first', ...report.firstPlayer }])}

${report.options.length ? `<h2>Win rate per option</h2>\n${optionSections}` : ''}

<h2>Game length (moves)</h2>
<p>Mean ${report.length.mean.toFixed(1)}, median ${report.length.median}, shortest ${report.length.min}, longest ${report.length.max}.</p>
${histogramChart(report.length.histogram)}

<h2>Win conditions reached</h2>
${shareChart(report.winConditions)}

<h2>Moves and cards played</h2>
<p>Times played, per game, games in which a seat played it, and how the seats that played it did.</p>
<table><thead><tr><th>move or card</th><th>played</th><th>per game</th><th>games</th><th>win rate of its player [95%]</th></tr></thead>
<tbody>
${playRows}
</tbody></table>
</body></html>
`;
}
