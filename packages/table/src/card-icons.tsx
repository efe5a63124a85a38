/**
 * Small original glyphs for card types, drawn as SVG paths on a 24×24 grid (no licensed art,
 * no font needed: Debian's Chromium has no emoji font). A game names the glyph its card type
 * wears; the card face draws it in the card's accent colour.
 */
export const CARD_ICONS = {
  /** A program or unit: a figure. */
  figure: 'M12 3a4 4 0 1 1 0 8a4 4 0 0 1 0-8zM4 21c0-4.4 3.6-8 8-8s8 3.6 8 8z',
  /** A skill or boost: a bolt. */
  bolt: 'M13 2 4 14h6l-1 8 9-12h-6z',
  /** An event or instant: a star burst. */
  burst: 'M12 2l2.4 6.2L21 9l-5 4.4L17.5 21 12 17.3 6.5 21 8 13.4 3 9l6.6-.8z',
  /** A mission or goal: a flag. */
  flag: 'M5 2h2v20H5zM8 3h11l-3 4.5 3 4.5H8z',
  /** An enemy or attack: a blade. */
  blade: 'M19 2l3 3-11 11-3 1 1-3zM4 17l3 3-2 2-3-3z',
  /** A defence or block: a shield. */
  shield: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z',
  /** A machine or robot: a cog. */
  cog: 'M10 2h4l.6 3 2.5 1.1 2.6-1.7 2.8 2.8-1.7 2.6L22 10v4l-3 .6-1.1 2.5 1.7 2.6-2.8 2.8-2.6-1.7L14 22h-4l-.6-3-2.5-1.1-2.6 1.7-2.8-2.8 1.7-2.6L2 14v-4l3-.6 1.1-2.5-1.7-2.6 2.8-2.8 2.6 1.7L10 2zm2 6.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  /** A resource or energy: a gem. */
  gem: 'M6 3h12l4 6-10 13L2 9z',
  /** A chip or item: a square chip with pins. */
  chip: 'M7 7h10v10H7zM9 2h2v3H9zm4 0h2v3h-2zM9 19h2v3H9zm4 0h2v3h-2zM2 9h3v2H2zm0 4h3v2H2zm17-4h3v2h-3zm0 4h3v2h-3z',
  /** An escape or movement: an arrow out. */
  exit: 'M3 3h10v4h-2V5H5v14h6v-2h2v4H3zm12 4 6 5-6 5v-3.5H8v-3h7z',
  /** A leader or hero: a crown. */
  crown: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z',
  /** A status or program state: a ring. */
  ring: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zm0 4a5 5 0 1 0 0 10a5 5 0 0 0 0-10z',
  /** A control or lock: a padlock. */
  lock: 'M7 10V7a5 5 0 0 1 10 0v3h2v12H5V10zm3 0h4V7a2 2 0 0 0-4 0z',
  /** Movement on a grid: a diamond arrow. */
  move: 'M12 2l5 5h-3v4h4V8l5 4-5 4v-3h-4v4h3l-5 5-5-5h3v-4H6v3l-5-4 5-4v3h4V7H7z',
} as const;

export type CardIconName = keyof typeof CARD_ICONS;

export function CardIcon({ name, label }: { name: CardIconName; label?: string }) {
  return (
    <svg
      className="gp-card-icon"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={CARD_ICONS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
