/**
 * Characters that one line of text shown to other people (a player's name, a chat line) may not
 * hold, because nobody sees them for what they are: line breaks, which turn one line into several;
 * other control characters; direction (bidi) controls, which reorder the text after them so that
 * it reads as something else; and zero-width or otherwise invisible characters, which make two
 * names look alike or hide text inside a line.
 *
 * Kept: the zero-width joiner and non-joiner (U+200D, U+200C), which emoji sequences (👩‍💻) and
 * Persian and Indic spelling need; variation selectors; and tag characters, which spell the flags
 * of England, Scotland and Wales.
 */
const HIDDEN_KINDS: readonly (readonly [kind: string, pattern: RegExp])[] = [
  ['a line break', /[\n\v\f\r\u0085\u2028\u2029]/u],
  ['a control character', /\p{Cc}/u],
  ['a direction (bidi) control', /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u],
  ['an invisible character', /[\u00ad\u180e\u200b\u2060-\u2064\u206a-\u206f\ufeff\ufff9-\ufffb]/u],
];

const ANY_HIDDEN = new RegExp(HIDDEN_KINDS.map(([, pattern]) => pattern.source).join('|'), 'u');

/** The first hidden character of `text`, in words ("a line break (U+2028)"), or undefined. */
export function hiddenCharacterIn(text: string): string | undefined {
  const found = ANY_HIDDEN.exec(text)?.[0];
  if (found === undefined) return undefined;
  const [kind] = HIDDEN_KINDS.find(([, pattern]) => pattern.test(found))!;
  const codePoint = found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `${kind} (U+${codePoint})`;
}
