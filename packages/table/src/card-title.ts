/**
 * A card title never breaks a word: the title keeps the size that lets its longest word fit the
 * card's width, and a title too long for three lines is shortened with an ellipsis (the whole
 * card is one hover, focus or long press away). Measured in characters, not pixels, so it is the
 * same on the server, in tests and in every browser.
 */

/** The width a title has on each card size, in px (card width less padding). */
const TITLE_WIDTH = { sm: 84, md: 116 } as const;
/** Base title size in px. */
const BASE = { sm: 12, md: 13 } as const;
/** The smallest title size worth drawing. */
const SMALLEST = 9;
/** Width of one bold character in em: generous, so a wide font still fits. */
const CHAR_EM = 0.7;

/**
 * What a corner value takes from the title's width: its badge (at least 22 px, about 7 px a
 * character and 10 of padding) and the gap beside it. Measured: a one-digit corner leaves a small
 * card's title 51 px, where 84 − 23 (the old allowance) let "Tornado" be set too large and clipped.
 */
const cornerWidth = (corner: string) => Math.max(22, corner.length * 7 + 10) + 11;

/** The font size (px) at which the longest word of `title` fits one line of the card. */
export function titleFontSize(title: string, size: 'sm' | 'md', corner?: string): number {
  const words = title.split(/\s+/).filter(Boolean);
  const firstLineWidth = TITLE_WIDTH[size] - (corner ? cornerWidth(corner) : 0);
  let fit: number = BASE[size];
  // The corner value floats beside the whole title block, so every line is that narrow.
  for (const word of words) fit = Math.min(fit, firstLineWidth / (word.length * CHAR_EM));
  return Math.max(SMALLEST, Math.floor(fit * 2) / 2);
}
