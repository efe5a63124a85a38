/**
 * The arena, top down: the Grid, every base (Prone ones lying dashed), each disc in flight with
 * its heading and its next step drawn ahead (reflections included), the last action's paths, the
 * Direction Die's arrow, a disc waiting for a reaction (its route with arrow heads up to the base
 * it meets, and where it goes on if not stopped), and — when it is this seat's card — the reach
 * circle of a Move or the path of a Throw following the pointer. Keyboard: arrows aim, Enter
 * confirms, Escape cancels. It draws and reports aims; the rules decide (Board asks them).
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { AimPath, ReachCircle, TargetRing } from '@gridplay/table';
import { COMPASS } from '@gridplay/core';
import {
  BASE_RADIUS,
  MOVE_REACH,
  add,
  bearingFromTo,
  distance,
  markerStrip,
  scale,
  unitFromBearing,
  type Vec,
} from '../geometry';
import { plannedStep, plannedThrow } from '../preview';
import type { State } from '../state';
import { colourOf } from './theme';

export type Mode = 'move' | 'throw' | null;

export interface Aim {
  bearing: number;
  distance: number;
}

export interface ArenaProps {
  G: State;
  me: string | null;
  mode: Mode;
  aim: Aim;
  aimLegal: boolean;
  targets: string[];
  onAim: (aim: Aim) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onAttack: (seat: string) => void;
}

export function Arena({
  G,
  me,
  mode,
  aim,
  aimLegal,
  targets,
  onAim,
  onConfirm,
  onCancel,
  onAttack,
}: ArenaProps) {
  const size = G.grid.size;
  const svgRef = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const at = (p: Vec) => ({ x: p.x, y: size - p.y });
  const points = (ps: readonly Vec[]) => ps.map(at);
  const mine = me !== null ? G.programs[me] : undefined;

  const planeFromPointer = (event: PointerEvent<SVGSVGElement>): Vec | null => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: size - p.y };
  };
  const aimAt = (event: PointerEvent<SVGSVGElement>) => {
    if (!mode || !mine) return;
    const p = planeFromPointer(event);
    if (!p) return;
    const reach = Math.min(MOVE_REACH, Math.round(distance(mine.centre, p) * 10) / 10);
    onAim({ bearing: Math.round(bearingFromTo(mine.centre, p) * 10) / 10, distance: reach });
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!mode) return;
    const turn = event.shiftKey ? 1 : 5;
    const b = aim.bearing;
    const d = aim.distance;
    const set = (bearing: number, dist: number) => {
      event.preventDefault();
      onAim({
        bearing: Math.round((((bearing % 360) + 360) % 360) * 10) / 10,
        distance: Math.min(MOVE_REACH, Math.max(0, Math.round(dist * 10) / 10)),
      });
    };
    if (event.key === 'ArrowLeft') set(b - turn, d);
    else if (event.key === 'ArrowRight') set(b + turn, d);
    else if (event.key === 'ArrowUp')
      set(mode === 'move' ? b : b - 15, mode === 'move' ? d + 0.5 : d);
    else if (event.key === 'ArrowDown')
      set(mode === 'move' ? b : b + 15, mode === 'move' ? d - 0.5 : d);
    else if (event.key === 'Enter') {
      event.preventDefault();
      onConfirm();
    } else if (event.key === 'Escape') onCancel();
  };

  const live = Object.values(G.programs).filter((p) => !p.derezzed);
  const reaction = G.reaction;
  const roll = G.lastRoll;
  return (
    <svg
      ref={svgRef}
      className="db-arena"
      viewBox={`-1 -1 ${size + 2} ${size + 2}`}
      role="application"
      aria-label={`The Grid, ${size} inches square. ${mode ? 'Arrows aim, Enter confirms, Escape cancels.' : ''}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (!mode) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        aimAt(event);
      }}
      onPointerMove={(event) => {
        if (mode && (dragging.current || event.pointerType === 'mouse')) aimAt(event);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
    >
      <rect
        x={0}
        y={0}
        width={size}
        height={size}
        fill="#07121f"
        stroke="#2b6b8f"
        strokeWidth={0.15}
      />
      <g stroke="#0f2c40" strokeWidth={0.04}>
        {Array.from({ length: size / 2 - 1 }, (_, i) => (i + 1) * 2).map((v) => (
          <g key={v}>
            <line x1={v} y1={0} x2={v} y2={size} />
            <line x1={0} y1={v} x2={size} y2={v} />
          </g>
        ))}
      </g>

      {G.lastPaths.map((path, i) => (
        <polyline
          key={`last-${i}`}
          points={points(path.points)
            .map((p) => `${p.x},${p.y}`)
            .join(' ')}
          fill="none"
          stroke={colourOf(path.owner)}
          strokeOpacity={0.25}
          strokeWidth={1}
          strokeLinejoin="round"
        />
      ))}

      {live.map((p) => {
        const c = at(p.centre);
        const colour = colourOf(p.seat);
        return (
          <g key={`base-${p.seat}`} role="img" aria-label={`${p.name}${p.prone ? ', Prone' : ''}`}>
            <circle
              cx={c.x}
              cy={c.y}
              r={BASE_RADIUS}
              fill={colour}
              fillOpacity={p.prone ? 0.08 : 0.18}
              stroke={colour}
              strokeWidth={0.12}
              strokeDasharray={p.prone ? '0.4 0.3' : undefined}
            />
            {p.prone ? (
              <line
                x1={c.x - 1}
                y1={c.y + 0.3}
                x2={c.x + 1}
                y2={c.y + 0.3}
                stroke={colour}
                strokeWidth={0.35}
                strokeLinecap="round"
              />
            ) : (
              <line
                x1={c.x}
                y1={c.y - 0.9}
                x2={c.x}
                y2={c.y + 0.5}
                stroke={colour}
                strokeWidth={0.35}
                strokeLinecap="round"
              />
            )}
            {p.disc === null && (
              <circle
                cx={c.x}
                cy={c.y - 1.2}
                r={0.35}
                fill="none"
                stroke={colour}
                strokeWidth={0.15}
              />
            )}
            <text x={c.x} y={c.y + 1.4} textAnchor="middle" fontSize={0.8} fill="#e6f1ff">
              {p.name}
              {p.prone ? ' · Prone' : ''}
            </text>
            {Array.from({ length: p.held }, (_, i) => (
              <rect
                key={i}
                x={c.x - BASE_RADIUS + 0.1 + i * 0.55}
                y={c.y - BASE_RADIUS - 0.9}
                width={0.45}
                height={0.7}
                rx={0.08}
                fill={colour}
                aria-hidden="true"
              />
            ))}
          </g>
        );
      })}

      {Object.values(G.programs).map((p) => {
        if (!p.disc) return null;
        const colour = colourOf(p.seat);
        const strip = markerStrip(p.disc.tip, p.disc.bearing);
        const next = plannedStep(G, p.seat);
        const tail = at(strip.from);
        const tip = at(p.disc.tip);
        return (
          <g key={`disc-${p.seat}`} role="img" aria-label={`${p.name}'s disc`}>
            {next && (
              <polyline
                points={points(next.points)
                  .map((q) => `${q.x},${q.y}`)
                  .join(' ')}
                fill="none"
                stroke={colour}
                strokeWidth={0.12}
                strokeDasharray="0.5 0.35"
                strokeOpacity={0.8}
              />
            )}
            <line x1={tail.x} y1={tail.y} x2={tip.x} y2={tip.y} stroke={colour} strokeWidth={1} />
            <polygon points={arrow(at, p.disc.tip, p.disc.bearing)} fill="#ffffff" />
            {p.disc.recalled && (
              <text x={tip.x} y={tip.y - 0.8} fontSize={0.7} fill={colour} textAnchor="middle">
                recalled
              </text>
            )}
          </g>
        );
      })}

      {roll && G.programs[roll.for] && (
        <g role="img" aria-label={`Direction Die: ${roll.face}`}>
          <line
            x1={at(G.programs[roll.for].centre).x}
            y1={at(G.programs[roll.for].centre).y}
            x2={
              at(
                add(
                  G.programs[roll.for].centre,
                  scale(unitFromBearing(COMPASS.indexOf(roll.face) * 45), 3),
                ),
              ).x
            }
            y2={
              at(
                add(
                  G.programs[roll.for].centre,
                  scale(unitFromBearing(COMPASS.indexOf(roll.face) * 45), 3),
                ),
              ).y
            }
            stroke="#ffe14d"
            strokeWidth={0.18}
          />
          <polygon
            points={arrow(
              at,
              add(
                G.programs[roll.for].centre,
                scale(unitFromBearing(COMPASS.indexOf(roll.face) * 45), 3.4),
              ),
              COMPASS.indexOf(roll.face) * 45,
            )}
            fill="#ffe14d"
          />
        </g>
      )}

      {reaction && (
        <g
          role="img"
          aria-label={`${G.programs[reaction.discOwner].name}'s disc flies into ${G.programs[reaction.reactor].name}'s base`}
        >
          <circle
            cx={at(G.programs[reaction.reactor].centre).x}
            cy={at(G.programs[reaction.reactor].centre).y}
            r={BASE_RADIUS + 0.35}
            fill="none"
            stroke="#ff5470"
            strokeWidth={0.12}
            strokeDasharray="0.5 0.3"
          />
          {G.resolution?.step && (
            // Where the disc goes on if it is not stopped (Dodge, dive, let it pass).
            <polyline
              points={points(G.resolution.step.points)
                .map((q) => `${q.x},${q.y}`)
                .join(' ')}
              fill="none"
              stroke={colourOf(reaction.discOwner)}
              strokeOpacity={0.45}
              strokeWidth={0.1}
              strokeDasharray="0.3 0.3"
            />
          )}
          <polyline
            points={points(reaction.incoming)
              .map((q) => `${q.x},${q.y}`)
              .join(' ')}
            fill="none"
            stroke={colourOf(reaction.discOwner)}
            strokeWidth={0.16}
            strokeLinejoin="round"
          />
          {chevrons(reaction.incoming).map(({ point, bearing }, i) => (
            <polygon
              key={i}
              points={arrow(at, point, bearing, 0.4)}
              fill={colourOf(reaction.discOwner)}
            />
          ))}
          {reaction.incoming.length >= 2 && (
            <polygon
              points={arrow(
                at,
                reaction.incoming[reaction.incoming.length - 1],
                bearingFromTo(
                  reaction.incoming[reaction.incoming.length - 2],
                  reaction.incoming[reaction.incoming.length - 1],
                ),
                0.8,
              )}
              fill="#ff5470"
              stroke="#ffffff"
              strokeWidth={0.06}
            />
          )}
        </g>
      )}

      {targets.map((seat) => {
        const c = at(G.programs[seat].centre);
        // A pointer shortcut: the dock's "Attack …" button is the control for everyone else.
        return (
          <g key={`target-${seat}`} aria-hidden="true">
            <TargetRing cx={c.x} cy={c.y} r={BASE_RADIUS + 0.2} />
            <circle
              cx={c.x}
              cy={c.y}
              r={BASE_RADIUS}
              fill="transparent"
              style={{ cursor: 'crosshair' }}
              onClick={() => onAttack(seat)}
            >
              <title>Attack {G.programs[seat].name}</title>
            </circle>
          </g>
        );
      })}

      {mine && mode === 'move' && (
        <g>
          <ReachCircle cx={at(mine.centre).x} cy={at(mine.centre).y} r={MOVE_REACH} />
          {(() => {
            const to = add(mine.centre, scale(unitFromBearing(aim.bearing), aim.distance));
            const c = at(to);
            return (
              <>
                <circle
                  cx={c.x}
                  cy={c.y}
                  r={BASE_RADIUS}
                  fill="none"
                  stroke={aimLegal ? '#e6f1ff' : '#ff5470'}
                  strokeWidth={0.12}
                  strokeDasharray="0.4 0.25"
                />
                <AimPath points={[at(mine.centre), c]} />
              </>
            );
          })()}
        </g>
      )}

      {mine &&
        mode === 'throw' &&
        (() => {
          const planned = plannedThrow(G, mine.seat, aim.bearing);
          return (
            <g>
              <AimPath points={points(planned.throw.points)} />
              <polyline
                points={points(planned.next.points)
                  .map((q) => `${q.x},${q.y}`)
                  .join(' ')}
                fill="none"
                stroke="#ff9d3b"
                strokeOpacity={0.5}
                strokeWidth={0.12}
                strokeDasharray="0.3 0.3"
              />
            </g>
          );
        })()}
    </svg>
  );
}

/** A small arrow head at `tip` pointing along `bearing`, as SVG points (`size` 1 = 1.2″ wide). */
function arrow(at: (p: Vec) => Vec, tip: Vec, bearing: number, size = 1): string {
  const forward = unitFromBearing(bearing);
  const side = { x: -forward.y, y: forward.x };
  const corners = [
    add(tip, scale(forward, 0.5 * size)),
    add(add(tip, scale(forward, -0.2 * size)), scale(side, 0.6 * size)),
    add(add(tip, scale(forward, -0.2 * size)), scale(side, -0.6 * size)),
  ];
  return corners
    .map(at)
    .map((p) => `${p.x},${p.y}`)
    .join(' ');
}

/** Points every `every` inches along a path with the heading there, for arrow heads on a route. */
function chevrons(path: readonly Vec[], every = 1.5): { point: Vec; bearing: number }[] {
  const marks: { point: Vec; bearing: number }[] = [];
  let next = every / 2;
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1];
    const to = path[i];
    const length = distance(from, to);
    while (next <= walked + length - 0.8) {
      const t = (next - walked) / length;
      marks.push({
        point: { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t },
        bearing: bearingFromTo(from, to),
      });
      next += every;
    }
    walked += length;
  }
  return marks;
}
