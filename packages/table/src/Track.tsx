/** A row of `max` steps with the first `value` filled: hull, counters, a score to reach. */
export interface TrackProps {
  label: string;
  value: number;
  max: number;
  tone?: 'good' | 'bad' | 'neutral';
  /** Steps (1-based) that matter, e.g. a threshold; drawn with a notch. */
  marks?: number[];
}

/** Above this many steps they touch: at 3 px and a 2 px gap each, 60 steps need 300 px. */
const DENSE_FROM = 30;

export const TRACK_CSS = `
.gp-track{display:grid;gap:3px;min-width:0}
.gp-track-head{display:flex;justify-content:space-between;gap:8px;font-size:12px;color:var(--muted,#8ea3c4)}
.gp-track-value{color:var(--text,#e6f1ff);font-weight:700}
.gp-track-steps{display:flex;gap:2px}
.gp-track-step{flex:1 1 0;min-width:3px;height:10px;border-radius:2px;background:var(--line,#1d2c49)}
.gp-track-dense{gap:0}
.gp-track-dense .gp-track-step{min-width:0;border-radius:0}
.gp-track-mark{box-shadow:inset 0 -3px 0 var(--text,#e6f1ff)}
.gp-track-neutral .gp-track-filled{background:var(--cyan,#38e8ff)}
.gp-track-good .gp-track-filled{background:var(--green,#4dff9d)}
.gp-track-bad .gp-track-filled{background:var(--red,#ff5470)}
`;

export function Track({ label, value, max, tone = 'neutral', marks = [] }: TrackProps) {
  const filled = Math.max(0, Math.min(value, max));
  const marked = new Set(marks);
  return (
    <div
      className={`gp-track gp-track-${tone}`}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={filled}
      aria-valuetext={`${value} of ${max}`}
    >
      <div className="gp-track-head">
        <span>{label}</span>
        <span className="gp-track-value">
          {value} / {max}
        </span>
      </div>
      {/* Many steps (a 60-card deck) make one continuous bar: spaced, they outgrow a panel. */}
      <div
        className={`gp-track-steps${max > DENSE_FROM ? ' gp-track-dense' : ''}`}
        aria-hidden="true"
      >
        {Array.from({ length: max }, (_, index) => {
          const step = index + 1;
          const classes = ['gp-track-step'];
          if (step <= filled) classes.push('gp-track-filled');
          if (marked.has(step)) classes.push('gp-track-mark');
          return <span key={step} className={classes.join(' ')} />;
        })}
      </div>
    </div>
  );
}
