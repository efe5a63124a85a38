/** The Grid in SVG: coloured trails, heads pointing their facing, flags and Crushers. */
import type { Crusher, Flag, Frame } from '../state';
import { colOf, directionBetween, rowOf, type Direction } from '../grid';
import { colourOf, NEUTRAL_COLOUR } from './theme';

const CELL = 10;
const centre = (cell: number, size: number) => [
  colOf(cell, size) * CELL + CELL / 2,
  rowOf(cell, size) * CELL + CELL / 2,
];

export interface Picture {
  cycles: Frame['cycles'];
  flags: Flag[];
  crushers: Crusher[];
}

function Head({
  cell,
  facing,
  size,
  colour,
  alive,
}: {
  cell: number;
  facing: Direction;
  size: number;
  colour: string;
  alive: boolean;
}) {
  const [x, y] = centre(cell, size);
  if (!alive) {
    return (
      <g stroke="#ff3b5c" strokeWidth={1.6} strokeLinecap="round">
        <line x1={x - 3} y1={y - 3} x2={x + 3} y2={y + 3} />
        <line x1={x + 3} y1={y - 3} x2={x - 3} y2={y + 3} />
      </g>
    );
  }
  return (
    <g transform={`translate(${x} ${y}) rotate(${facing * 90})`} filter="url(#lc-board-glow)">
      <polygon
        points="0,-4.2 3.6,3.4 0,1.6 -3.6,3.4"
        fill={colour}
        stroke="#ffffff"
        strokeWidth={0.6}
      />
    </g>
  );
}

function FlagMark({ flag, size, own }: { flag: Flag; size: number; own: boolean }) {
  const [x, y] = centre(flag.cell, size);
  const neutral = flag.placedBy === null;
  const colour = neutral ? NEUTRAL_COLOUR : colourOf(flag.placedBy!);
  const pennant = `${x - 2},${y - 3.5} ${x + 3},${y - 2} ${x - 2},${y - 0.5}`;
  return (
    <g data-flag={neutral ? 'neutral' : `player-${Number(flag.placedBy) + 1}`}>
      {own && (
        <circle
          cx={x}
          cy={y}
          r={4.4}
          fill="none"
          stroke="#ffffff"
          strokeDasharray="1.2 1"
          strokeWidth={0.5}
        />
      )}
      <line x1={x - 2} y1={y - 3.5} x2={x - 2} y2={y + 3.5} stroke="#eef6fa" strokeWidth={0.7} />
      {neutral ? (
        // A neutral flag is an outline: told apart by shape, not only by colour.
        <polygon
          points={pennant}
          fill="none"
          stroke={colour}
          strokeWidth={0.7}
          strokeDasharray="1 0.6"
        />
      ) : (
        <>
          <polygon points={pennant} fill={colour} stroke="#ffffff" strokeWidth={0.4} />
          {/* The seat's number on its flag, for players who cannot tell the colours apart. */}
          <text
            x={x - 0.4}
            y={y - 1.3}
            fontSize={2.6}
            fontWeight={700}
            fill="#03101c"
            textAnchor="middle"
          >
            {Number(flag.placedBy) + 1}
          </text>
        </>
      )}
    </g>
  );
}

function CrusherBar({ crusher, size }: { crusher: Crusher; size: number }) {
  if (!crusher.edge) return null;
  const [a, b] = crusher.edge;
  const row = rowOf(a, size);
  const col = colOf(a, size);
  const vertical = b === a + 1; // neighbours in a row: the bar stands on the line between them
  const [x1, y1, x2, y2] = vertical
    ? [(col + 1) * CELL, row * CELL + 1, (col + 1) * CELL, row * CELL + CELL - 1]
    : [col * CELL + 1, (row + 1) * CELL, col * CELL + CELL - 1, (row + 1) * CELL];
  return (
    <line
      x1={x1}
      y1={y1}
      x2={x2}
      y2={y2}
      stroke="#ff3b5c"
      strokeWidth={2.4}
      strokeLinecap="round"
      filter="url(#lc-board-glow)"
    />
  );
}

/** A faint marker on the cell a card would take the player's head to (F, L, R). */
export interface Hint {
  cell: number;
  text: string;
}

export function GridView({
  picture,
  size,
  facings,
  ownFlag,
  label,
  hints = [],
}: {
  picture: Picture;
  size: number;
  facings: Record<string, Direction>;
  ownFlag: number | null;
  label: string;
  hints?: Hint[];
}) {
  const span = size * CELL;
  const lines = [];
  for (let i = 0; i <= size; i++) {
    lines.push(<line key={`v${i}`} x1={i * CELL} y1={0} x2={i * CELL} y2={span} />);
    lines.push(<line key={`h${i}`} x1={0} y1={i * CELL} x2={span} y2={i * CELL} />);
  }
  return (
    <svg viewBox={`-1 -1 ${span + 2} ${span + 2}`} role="img" aria-label={label}>
      <defs>
        {/* In user space: a straight trail or a Crusher bar has a zero-area bounding box, which
            would make a bounding-box filter region empty and the element invisible. */}
        <filter
          id="lc-board-glow"
          filterUnits="userSpaceOnUse"
          x={-5}
          y={-5}
          width={span + 10}
          height={span + 10}
        >
          <feGaussianBlur stdDeviation="0.7" result="b" />
          <feMerge>
            <feMergeNode in="b" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>
      <rect x={0} y={0} width={span} height={span} fill="#030a14" />
      <g stroke="#0f3550" strokeWidth={0.35}>
        {lines}
      </g>
      {picture.flags.map((flag) => (
        <FlagMark key={`f${flag.id}`} flag={flag} size={size} own={flag.id === ownFlag} />
      ))}
      {Object.entries(picture.cycles).map(([player, cycle]) => {
        if (cycle.head === null) return null;
        const colour = colourOf(player);
        const points = [cycle.head, ...cycle.tail]
          .map((cell) => centre(cell, size).join(','))
          .join(' ');
        return (
          <g key={`t${player}`} opacity={cycle.alive ? 1 : 0.45}>
            <polyline
              points={points}
              fill="none"
              stroke={colour}
              strokeWidth={3.2}
              strokeLinejoin="round"
              strokeLinecap="round"
              opacity={0.9}
              filter="url(#lc-board-glow)"
            />
            {cycle.tail.map((cell) => {
              const [x, y] = centre(cell, size);
              return <circle key={cell} cx={x} cy={y} r={0.7} fill="#ffffff" opacity={0.5} />;
            })}
          </g>
        );
      })}
      {hints.map((hint) => {
        const [x, y] = centre(hint.cell, size);
        return (
          <g key={`hint${hint.cell}`} aria-hidden="true">
            <rect
              x={x - 4.2}
              y={y - 4.2}
              width={8.4}
              height={8.4}
              rx={1.5}
              fill="none"
              stroke="#bff6ff"
              strokeDasharray="1.4 1"
              strokeWidth={0.5}
              opacity={0.7}
            />
            <text
              x={x}
              y={y + 1.6}
              textAnchor="middle"
              fontSize={4.4}
              fill="#bff6ff"
              opacity={0.85}
              fontFamily="system-ui, sans-serif"
            >
              {hint.text}
            </text>
          </g>
        );
      })}
      {picture.crushers.map((crusher, i) => (
        <CrusherBar key={`c${i}`} crusher={crusher} size={size} />
      ))}
      {Object.entries(picture.cycles).map(([player, cycle]) => {
        if (cycle.head === null) return null;
        const facing =
          cycle.tail.length > 0
            ? (directionBetween(cycle.tail[0], cycle.head, size) ?? facings[player])
            : facings[player];
        // The head drives from cell to cell (core's useTravel glides it; the wrapper carries
        // the glide so the head's own translate-and-rotate stays as drawn).
        return (
          <g key={`h${player}`} data-travel={`cycle-${player}`}>
            <Head
              cell={cycle.head}
              facing={facing ?? 0}
              size={size}
              colour={colourOf(player)}
              alive={cycle.alive}
            />
          </g>
        );
      })}
    </svg>
  );
}
