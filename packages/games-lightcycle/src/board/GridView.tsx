/**
 * The Grid in SVG: coloured trails, heads pointing their facing, flags and Crushers, with the
 * column letters and row numbers of the log's cell names ("H8") along its edges.
 */
import type { Crusher, Flag, Frame } from '../state';
import { cellName, colOf, directionBetween, rowOf, type Direction } from '../grid';
import { colourOf, NEUTRAL_COLOUR } from './theme';

const CELL = 10;
/** Room for the coordinates above and left of the Grid, and a hairline below and right. */
const LABELS = 6;
const END = 1;
const CRASH = '#ff3b5c';

/**
 * Where the cells sit inside the drawing, as css insets in percent of its side, so the buttons
 * laid over the cells line up with them whatever the drawing's size.
 */
export function cellsInset(size: number): { start: string; end: string } {
  const whole = size * CELL + LABELS + END;
  return { start: `${(100 * LABELS) / whole}%`, end: `${(100 * END) / whole}%` };
}
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
  /** The run certainly crashes: drawn red with a ✕ and "crash!". */
  crash?: boolean;
}

function HintMark({ hint, size }: { hint: Hint; size: number }) {
  const [x, y] = centre(hint.cell, size);
  const colour = hint.crash ? CRASH : '#bff6ff';
  return (
    <g aria-hidden="true" data-hint={hint.crash ? 'crash' : 'safe'}>
      <rect
        x={x - 4.2}
        y={y - 4.2}
        width={8.4}
        height={8.4}
        rx={1.5}
        fill={hint.crash ? 'rgba(255, 59, 92, 0.22)' : 'none'}
        stroke={colour}
        strokeDasharray={hint.crash ? undefined : '1.4 1'}
        strokeWidth={hint.crash ? 0.7 : 0.5}
        opacity={hint.crash ? 1 : 0.7}
      />
      <text
        x={x}
        y={hint.crash ? y - 0.2 : y + 1.6}
        textAnchor="middle"
        fontSize={hint.crash ? 3.6 : 4.4}
        fontWeight={hint.crash ? 700 : 400}
        fill={colour}
        opacity={hint.crash ? 1 : 0.85}
        fontFamily="system-ui, sans-serif"
      >
        {hint.crash ? `✕${hint.text}` : hint.text}
      </text>
      {hint.crash && (
        <text
          x={x}
          y={y + 3.3}
          textAnchor="middle"
          fontSize={2.4}
          fontWeight={700}
          fill="#ffd0d8"
          fontFamily="system-ui, sans-serif"
        >
          crash!
        </text>
      )}
    </g>
  );
}

/** A burst where two cycles met head-on last round. */
function HeadOnMark({ cell, size }: { cell: number; size: number }) {
  const [x, y] = centre(cell, size);
  const points = Array.from({ length: 16 }, (_, i) => {
    const r = i % 2 === 0 ? 5.4 : 2.6;
    const a = (Math.PI * i) / 8;
    return `${(x + r * Math.sin(a)).toFixed(2)},${(y - r * Math.cos(a)).toFixed(2)}`;
  }).join(' ');
  return (
    <g data-head-on={cellName(cell, size)} aria-hidden="true">
      <polygon
        points={points}
        fill="rgba(255, 225, 77, 0.35)"
        stroke="#ffe14d"
        strokeWidth={0.6}
        strokeLinejoin="round"
      />
      <text
        x={x}
        y={rowOf(cell, size) < size - 1 ? y + 8.2 : y - 6.2}
        textAnchor="middle"
        fontSize={2.6}
        fontWeight={700}
        fill="#ffe14d"
        fontFamily="system-ui, sans-serif"
      >
        head-on
      </text>
    </g>
  );
}

/** Column letters along the top and row numbers down the left, as the log names cells. */
function Coordinates({ size }: { size: number }) {
  const marks = [];
  for (let i = 0; i < size; i++) {
    const middle = i * CELL + CELL / 2;
    marks.push(
      <text key={`c${i}`} x={middle} y={-1.6} textAnchor="middle">
        {cellName(i, size).replace(/\d+$/, '')}
      </text>,
      <text key={`r${i}`} x={-1.6} y={middle + 1.2} textAnchor="end">
        {cellName(i * size, size).replace(/^[A-Z]+/, '')}
      </text>,
    );
  }
  return (
    <g
      fontSize={3.4}
      fill="#7fd8ef"
      fontFamily="system-ui, sans-serif"
      data-coordinates=""
      aria-hidden="true"
    >
      {marks}
    </g>
  );
}

export function GridView({
  picture,
  size,
  facings,
  ownFlag,
  label,
  hints = [],
  headOn = [],
}: {
  picture: Picture;
  size: number;
  facings: Record<string, Direction>;
  ownFlag: number | null;
  label: string;
  hints?: Hint[];
  /** Cells where cycles crashed head-on, marked for the round it happened. */
  headOn?: number[];
}) {
  const span = size * CELL;
  const lines = [];
  for (let i = 0; i <= size; i++) {
    lines.push(<line key={`v${i}`} x1={i * CELL} y1={0} x2={i * CELL} y2={span} />);
    lines.push(<line key={`h${i}`} x1={0} y1={i * CELL} x2={span} y2={i * CELL} />);
  }
  return (
    <svg
      viewBox={`${-LABELS} ${-LABELS} ${span + LABELS + END} ${span + LABELS + END}`}
      role="img"
      aria-label={label}
    >
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
      <Coordinates size={size} />
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
      {/* Over the heads: a crash warning next to another cycle's head must not hide under it. */}
      {hints.map((hint) => (
        <HintMark key={`hint${hint.cell}`} hint={hint} size={size} />
      ))}
      {headOn.map((cell) => (
        <HeadOnMark key={`crash${cell}`} cell={cell} size={size} />
      ))}
    </svg>
  );
}
