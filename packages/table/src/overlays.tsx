/**
 * SVG overlays for plane and grid boards, in the caller's SVG user units: how far a piece can
 * reach, the path it would take, and what it targets. They draw on top and never take clicks.
 */
export const OVERLAYS_CSS = `
.gp-reach{fill:rgba(56,232,255,.08);stroke:var(--cyan,#38e8ff);stroke-width:1.5;stroke-dasharray:4 3;vector-effect:non-scaling-stroke;pointer-events:none}
.gp-aim{pointer-events:none}
.gp-aim-line{fill:none;stroke:var(--orange,#ff9d3b);stroke-width:2;stroke-dasharray:6 4;stroke-linecap:round;stroke-linejoin:round;vector-effect:non-scaling-stroke}
.gp-aim-head{fill:var(--orange,#ff9d3b)}
.gp-target{fill:none;stroke:var(--red,#ff5470);stroke-width:2;vector-effect:non-scaling-stroke;pointer-events:none}
`;

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface Point {
  x: number;
  y: number;
}

export function ReachCircle({ cx, cy, r }: Circle) {
  return <circle className="gp-reach" cx={cx} cy={cy} r={r} aria-hidden="true" />;
}

/** The arrow head's three corners, pointing along the last segment of the path. */
export function arrowHead(
  from: Point,
  to: Point,
  size: number,
): [tip: Point, left: Point, right: Point] {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const back = (turn: number) => ({
    x: to.x - size * Math.cos(angle + turn),
    y: to.y - size * Math.sin(angle + turn),
  });
  return [to, back(Math.PI / 7), back(-Math.PI / 7)];
}

export function AimPath({ points }: { points: Point[] }) {
  const [first] = points;
  const from = points.at(-2);
  const to = points.at(-1);
  if (!first || !from || !to) return null; // fewer than two points: no path to draw yet
  // The head scales with the path's own length so it reads at any zoom of the caller's units.
  const span = Math.hypot(to.x - first.x, to.y - first.y) || 1;
  const head = arrowHead(
    from,
    to,
    Math.max(span * 0.08, Math.hypot(to.x - from.x, to.y - from.y) * 0.3),
  );
  const list = (ps: Point[]) => ps.map((p) => `${p.x},${p.y}`).join(' ');
  return (
    <g className="gp-aim" aria-hidden="true">
      <polyline className="gp-aim-line" points={list(points)} />
      <polygon className="gp-aim-head" points={list(head)} />
    </g>
  );
}

export function TargetRing({ cx, cy, r }: Circle) {
  const tick = r * 0.45;
  return (
    <g className="gp-target" aria-hidden="true">
      <circle cx={cx} cy={cy} r={r} />
      <circle cx={cx} cy={cy} r={r * 0.55} />
      <line x1={cx - r - tick} y1={cy} x2={cx - r + tick} y2={cy} />
      <line x1={cx + r - tick} y1={cy} x2={cx + r + tick} y2={cy} />
      <line x1={cx} y1={cy - r - tick} x2={cx} y2={cy - r + tick} />
      <line x1={cx} y1={cy + r - tick} x2={cx} y2={cy + r + tick} />
    </g>
  );
}
