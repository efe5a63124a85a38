/**
 * One card, drawn: title and corner value on top, the type line, the rules text.
 * A card the player cannot play now is dimmed but stays focusable (aria-disabled, never
 * `disabled`), so the reason can be read on hover, on keyboard focus and on a tap. A selected
 * card is always drawn bright: being chosen is never mistaken for being refused.
 */
import { useId, type CSSProperties, type ReactNode } from 'react';

export interface CardFaceProps {
  title: string;
  subtitle?: string;
  /** The type line, e.g. "Event · Combat". */
  kind?: string;
  /** The big corner value, e.g. "+2" or "5 MP". */
  corner?: string;
  /** Rules text. */
  text?: string;
  /** A css colour for the card's edge and corner. */
  accent?: string;
  faceDown?: boolean;
  selected?: boolean;
  playable?: boolean;
  /** Why the card cannot be played now, in player words. */
  reason?: string;
  size?: 'sm' | 'md';
  onClick?: () => void;
  /** Rendered as data-move when onClick is set and the card is playable. */
  dataMove?: string;
  /** Rendered as data-choice when onClick is set and the card can be chosen (or is selected). */
  dataChoice?: string;
  /** The card's id, when its moves should be animated (see `useTravel`). */
  travel?: string;
  children?: ReactNode;
}

export const CARD_FACE_CSS = `
.gp-card{position:relative;display:inline-flex;flex-direction:column;gap:2px;box-sizing:border-box;width:132px;min-height:96px;padding:7px 8px;border-radius:8px;border:1px solid var(--gp-accent,var(--line-bright,#2b4370));background:linear-gradient(160deg,var(--panel-2,#131d34),var(--panel,#0e1628));color:var(--text,#e6f1ff);font:inherit;font-size:13px;line-height:1.3;text-align:left;vertical-align:top;transition:transform .12s ease,box-shadow .12s ease,opacity .12s ease}
@keyframes gp-deal{from{opacity:0;transform:translateY(10px) scale(.96)}}
.gp-card{animation:gp-deal .16s ease-out}
.gp-card-sm{width:96px;min-height:64px;padding:5px 6px;font-size:12px}
button.gp-card{cursor:pointer;margin:0}
button.gp-card:hover{transform:translateY(-2px)}
button.gp-card:focus-visible{outline:3px solid var(--text,#e6f1ff);outline-offset:2px}
.gp-card-head{display:flex;justify-content:space-between;align-items:flex-start;gap:6px;font-weight:700}
.gp-card-title{overflow-wrap:anywhere}
.gp-card-corner{flex:none;min-width:22px;padding:0 5px;border-radius:11px;background:var(--gp-accent,var(--cyan,#38e8ff));color:#03101c;font-size:12px;font-weight:800;text-align:center;line-height:20px}
.gp-card-subtitle{font-size:11px;color:var(--muted,#8ea3c4)}
.gp-card-kind{font-size:10px;letter-spacing:.06em;text-transform:uppercase;color:var(--muted,#8ea3c4)}
.gp-card-text{font-size:11px;color:#c6dcea}
.gp-card-sm .gp-card-text{display:none}
.gp-card-unplayable{opacity:.5;filter:saturate(.4)}
button.gp-card-unplayable{cursor:help}
button.gp-card-unplayable:hover{transform:none}
.gp-card-selected{opacity:1;filter:none;border-color:var(--text,#e6f1ff);box-shadow:0 0 0 2px var(--gp-accent,var(--cyan,#38e8ff)),0 6px 18px rgba(0,0,0,.5);transform:translateY(-6px)}
button.gp-card-selected:hover{transform:translateY(-6px)}
.gp-card-down{background:repeating-linear-gradient(45deg,#0d2440 0 6px,#0a1a30 6px 12px);border-color:var(--line-bright,#2b4370)}
.gp-card-back{margin:auto;font-size:11px;letter-spacing:.12em;text-transform:uppercase;color:var(--muted,#8ea3c4)}
.gp-card-reason{display:none;position:absolute;z-index:5;left:0;bottom:calc(100% + 6px);width:max-content;max-width:min(220px,80vw);padding:6px 8px;border-radius:6px;border:1px solid var(--orange,#ff9d3b);background:#1a0f08;color:var(--text,#e6f1ff);font-size:12px;font-weight:400;text-transform:none;letter-spacing:0;opacity:1;filter:none;pointer-events:none}
.gp-card:hover>.gp-card-reason,.gp-card:focus>.gp-card-reason,.gp-card:focus-within>.gp-card-reason{display:block}
`;

export function CardFace({
  title,
  subtitle,
  kind,
  corner,
  text,
  accent,
  faceDown = false,
  selected = false,
  playable = true,
  reason,
  size = 'md',
  onClick,
  dataMove,
  dataChoice,
  travel,
  children,
}: CardFaceProps) {
  const reasonId = useId();
  const refused = !playable && !selected;
  const showReason = refused && !faceDown && Boolean(reason);
  const className = [
    'gp-card',
    `gp-card-${size}`,
    faceDown && 'gp-card-down',
    selected && 'gp-card-selected',
    refused && 'gp-card-unplayable',
  ]
    .filter(Boolean)
    .join(' ');
  const style = accent ? ({ '--gp-accent': accent } as CSSProperties) : undefined;

  const face = faceDown ? (
    <span className="gp-card-back">Card</span>
  ) : (
    <>
      <span className="gp-card-head">
        <span className="gp-card-title">{title}</span>
        {corner !== undefined && <span className="gp-card-corner">{corner}</span>}
      </span>
      {subtitle && <span className="gp-card-subtitle">{subtitle}</span>}
      {kind && <span className="gp-card-kind">{kind}</span>}
      {text && <span className="gp-card-text">{text}</span>}
      {children}
      {showReason && (
        <span className="gp-card-reason" id={reasonId} role="tooltip">
          {reason}
        </span>
      )}
    </>
  );

  if (!onClick) {
    return (
      <div
        className={className}
        style={style}
        title={showReason ? reason : undefined}
        aria-label={faceDown ? 'a face-down card' : undefined}
        data-travel={travel}
      >
        {face}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={className}
      style={style}
      title={showReason ? reason : undefined}
      aria-pressed={selected}
      aria-disabled={refused || undefined}
      aria-describedby={showReason ? reasonId : undefined}
      data-travel={travel}
      data-move={playable && dataMove ? dataMove : undefined}
      // Test drivers click [data-move] / [data-choice]: a refused card offers neither.
      data-choice={refused ? undefined : dataChoice}
      // A refused card only explains itself; a selected card can always be put back.
      onClick={refused ? undefined : onClick}
    >
      {face}
    </button>
  );
}
