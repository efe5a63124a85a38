import { describe, expect, it } from 'vitest';
import { hiddenCharacterIn } from './hidden-characters';

describe('hiddenCharacterIn', () => {
  it.each([
    ['a\nb', 'a line break (U+000A)'],
    ['a\rb', 'a line break (U+000D)'],
    ['a\u0085b', 'a line break (U+0085)'],
    ['a\u2028b', 'a line break (U+2028)'],
    ['a\u2029b', 'a line break (U+2029)'],
    ['a\u0000b', 'a control character (U+0000)'],
    ['a\tb', 'a control character (U+0009)'],
    ['a\u202eb', 'a direction (bidi) control (U+202E)'],
    ['a\u2067b', 'a direction (bidi) control (U+2067)'],
    ['a\u200fb', 'a direction (bidi) control (U+200F)'],
    ['a\u061cb', 'a direction (bidi) control (U+061C)'],
    ['a\u200bb', 'an invisible character (U+200B)'],
    ['a\u2060b', 'an invisible character (U+2060)'],
    ['a\ufeffb', 'an invisible character (U+FEFF)'],
    ['a\u00adb', 'an invisible character (U+00AD)'],
  ])('names the first hidden character of %j', (text, found) => {
    expect(hiddenCharacterIn(text)).toBe(found);
  });

  it('names the first of several', () => {
    expect(hiddenCharacterIn('a\u200bb\nc')).toBe('an invisible character (U+200B)');
  });

  it.each([
    ['plain text', 'gg, well played <b>!</b>'],
    ['an emoji joined by U+200D', '👩\u200d💻'],
    ['a Persian word with U+200C', 'می\u200cخواهم'],
    ['an emoji with a variation selector', '❤\ufe0f'],
    [
      "Scotland's flag (tag characters)",
      '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
    ],
    ['right-to-left letters', 'שלום مرحبا'],
  ])('lets %s through', (_, text) => {
    expect(hiddenCharacterIn(text)).toBeUndefined();
  });
});
