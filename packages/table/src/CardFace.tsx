/**
 * One card, drawn: title and corner value on top, the type line, the rules text.
 * A card the player cannot play now is dimmed but stays focusable (aria-disabled, never
 * `disabled`), so the reason can be read on hover, on keyboard focus and on a tap. A selected
 * card is always drawn bright: being chosen is never mistaken for being refused.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CardIcon, type CardIconName } from './card-icons';
import { titleFontSize } from './card-title';

/** A value drawn as a badge on the card: power, cost, a requirement. */
export interface CardBadge {
  /** What it is, read out and shown on the enlarged card ("Power", "Needs"). */
  label: string;
  value: string;
  /** A css colour; the card's accent by default. */
  color?: string;
}

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
  /** The glyph of the card's type, drawn before the type line. */
  icon?: CardIconName;
  /** The card type's frame: each type of a game draws with its own (see FRAMES in the css). */
  frame?: CardFrame;
  /** Power, cost, requirements… as badges under the title. */
  badges?: CardBadge[];
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

/**
 * The frames a card type can wear. Each draws the edge and the header band differently, so two
 * types of one game can be told apart at a glance even in the same colour.
 */
export type CardFrame = 'unit' | 'action' | 'objective' | 'resource' | 'leader' | 'item';

export const CARD_FACE_CSS = `
.gp-card{position:relative;display:inline-flex;flex-direction:column;gap:2px;box-sizing:border-box;width:132px;min-height:96px;padding:7px 8px;border-radius:8px;border:1px solid var(--gp-accent,var(--line-bright,#2b4370));background:linear-gradient(160deg,var(--panel-2,#131d34),var(--panel,#0e1628));color:var(--text,#e6f1ff);font:inherit;font-size:13px;line-height:1.3;text-align:left;vertical-align:top;transition:transform .12s ease,box-shadow .12s ease,opacity .12s ease}
@keyframes gp-deal{from{opacity:0;transform:translateY(10px) scale(.96)}}
.gp-card{animation:gp-deal .16s ease-out}
.gp-card-sm{width:96px;min-height:64px;padding:5px 6px;font-size:12px}
button.gp-card{cursor:pointer;margin:0}
button.gp-card:hover{transform:translateY(-2px)}
button.gp-card:focus-visible{outline:3px solid var(--text,#e6f1ff);outline-offset:2px}
.gp-card-head{display:flex;justify-content:space-between;align-items:flex-start;gap:6px;font-weight:700}
.gp-card-title{font-size:var(--gp-title,13px);min-width:0;overflow-wrap:normal;word-break:normal;hyphens:manual;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden}
.gp-card-corner{flex:none;min-width:22px;padding:0 5px;border-radius:11px;background:var(--gp-accent,var(--cyan,#38e8ff));color:#03101c;font-size:12px;font-weight:800;text-align:center;line-height:20px}
.gp-card-subtitle{font-size:11px;color:var(--muted,#8ea3c4)}
.gp-card-kind{display:flex;align-items:center;gap:4px;font-size:10px;letter-spacing:.06em;text-transform:uppercase;color:var(--muted,#8ea3c4)}
.gp-card-icon{flex:none;color:var(--gp-accent,var(--cyan,#38e8ff))}
.gp-card-badges{display:flex;flex-wrap:wrap;gap:3px}\n.gp-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
/* A badge never spills over its card: one wider than the card wraps between its words. */
.gp-card-badge{box-sizing:border-box;max-width:100%;padding:0 5px;border-radius:4px;border:1px solid var(--gp-badge,var(--gp-accent,#2b4370));color:var(--gp-badge,var(--gp-accent,#e6f1ff));font-size:10px;font-weight:700;line-height:15px}
.gp-frame-unit{border-radius:10px 10px 8px 8px;border-top-width:4px}
.gp-frame-action{border-style:solid;border-left-width:4px;border-radius:4px 10px 10px 4px}
.gp-frame-objective{border-width:2px;border-style:double;border-radius:12px}
.gp-frame-resource{border-radius:16px;background:radial-gradient(circle at 85% 15%,color-mix(in srgb,var(--gp-accent,#38e8ff) 22%,transparent),transparent 60%),linear-gradient(160deg,var(--panel-2,#131d34),var(--panel,#0e1628))}
.gp-frame-leader{border-width:2px;background:linear-gradient(180deg,color-mix(in srgb,var(--gp-accent,#38e8ff) 18%,transparent) 0 26px,transparent 26px),linear-gradient(160deg,var(--panel-2,#131d34),var(--panel,#0e1628))}
.gp-frame-item{border-radius:3px;border-bottom-width:4px}
.gp-card-zoom{position:fixed;z-index:60;width:240px;box-sizing:border-box;padding:12px 14px;border-radius:12px;border:2px solid var(--gp-accent,var(--cyan,#38e8ff));background:linear-gradient(160deg,var(--panel-2,#131d34),var(--panel,#0e1628));color:var(--text,#e6f1ff);box-shadow:0 18px 48px rgba(0,0,0,.7);pointer-events:none;font-size:14px;line-height:1.4;display:grid;gap:6px;text-align:left}
.gp-card-zoom-title{font-size:17px;font-weight:800;overflow-wrap:normal}
.gp-card-zoom .gp-card-text{display:block;font-size:13px}
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
  icon,
  frame,
  badges = [],
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
    frame && `gp-frame-${frame}`,
  ]
    .filter(Boolean)
    .join(' ');
  const style = accent ? ({ '--gp-accent': accent } as CSSProperties) : undefined;

  const zoom = useZoom(!faceDown);
  const badgeRow = badges.length > 0 && (
    <span className="gp-card-badges">
      {badges.map((badge) => (
        <span
          key={badge.label}
          className="gp-card-badge"
          title={badge.label}
          style={badge.color ? ({ '--gp-badge': badge.color } as CSSProperties) : undefined}
        >
          <span className="gp-visually-hidden">{badge.label}: </span>
          {badge.value}
        </span>
      ))}
    </span>
  );
  const kindLine = kind && (
    <span className="gp-card-kind">
      {icon && <CardIcon name={icon} />}
      {kind}
    </span>
  );
  const face = faceDown ? (
    <span className="gp-card-back">Card</span>
  ) : (
    <>
      <span className="gp-card-head">
        <span
          className="gp-card-title"
          style={{ '--gp-title': `${titleFontSize(title, size, corner)}px` } as CSSProperties}
          title={title}
        >
          {title}
        </span>
        {corner !== undefined && <span className="gp-card-corner">{corner}</span>}
      </span>
      {subtitle && <span className="gp-card-subtitle">{subtitle}</span>}
      {kindLine}
      {badgeRow}
      {text && <span className="gp-card-text">{text}</span>}
      {children}
      {showReason && (
        <span className="gp-card-reason" id={reasonId} role="tooltip">
          {reason}
        </span>
      )}
      {zoom.at &&
        // On the page itself, not inside the card: a moved or filtered parent (a selected card,
        // the dock) would otherwise become the box it is placed in.
        createPortal(
          <span
            className="gp-card-zoom"
            style={{ ...style, left: zoom.at.left, top: zoom.at.top }}
            aria-hidden="true"
            data-card-zoom=""
          >
            <span className="gp-card-zoom-title">{title}</span>
            {subtitle && <span className="gp-card-subtitle">{subtitle}</span>}
            {kindLine}
            {corner !== undefined && <span className="gp-card-corner">{corner}</span>}
            {badges.length > 0 && (
              <span className="gp-card-badges">
                {badges.map((badge) => (
                  <span key={badge.label} className="gp-card-badge">
                    {badge.label}: {badge.value}
                  </span>
                ))}
              </span>
            )}
            {text && <span className="gp-card-text">{text}</span>}
          </span>,
          document.body,
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
        tabIndex={faceDown ? undefined : 0}
        role={faceDown ? undefined : 'group'}
        {...zoom.handlers}
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
      onClick={
        refused
          ? undefined
          : () => {
              if (!zoom.consumeLongPress()) onClick();
            }
      }
      {...zoom.handlers}
    >
      {face}
    </button>
  );
}

/** How long a pointer rests on a card, or a finger presses it, before the card is shown enlarged. */
const HOVER_MS = 450;
const LONG_PRESS_MS = 500;
const ZOOM_WIDTH = 240;

/**
 * The enlarged card: shown on hover (after a short rest), on keyboard focus and on a long press,
 * placed beside the card and inside the viewport. Fixed-positioned, so it never widens the page.
 */
function useZoom(enabled: boolean) {
  const [at, setAt] = useState<{ left: number; top: number }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const longPressed = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const place = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const right = rect.right + 8;
    const left =
      right + ZOOM_WIDTH <= window.innerWidth ? right : Math.max(4, rect.left - ZOOM_WIDTH - 8);
    const fitsBeside = left >= 4 && (left >= rect.right || left + ZOOM_WIDTH <= rect.left);
    const top = fitsBeside
      ? Math.max(4, Math.min(rect.top, window.innerHeight - 260))
      : Math.max(4, rect.top - 268);
    setAt({ left: Math.min(left, window.innerWidth - ZOOM_WIDTH - 4), top });
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAt(undefined);
  };
  const later = (element: Element, ms: number, then?: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      place(element);
      then?.();
    }, ms);
  };
  if (!enabled) return { at: undefined, handlers: {}, consumeLongPress: () => false };
  return {
    at,
    /** True once after a long press, so the press that opened the zoom does not also play. */
    consumeLongPress: () => {
      const was = longPressed.current;
      longPressed.current = false;
      return was;
    },
    handlers: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') later(event.currentTarget, HOVER_MS);
      },
      onPointerLeave: hide,
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse')
          later(event.currentTarget, LONG_PRESS_MS, () => (longPressed.current = true));
      },
      onPointerUp: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse' && !longPressed.current) clearTimeout(timer.current);
      },
      onPointerCancel: hide,
      onFocus: (event: FocusEvent) => {
        if (event.currentTarget.matches(':focus-visible')) place(event.currentTarget);
      },
      onBlur: hide,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') hide();
      },
    },
  };
}
