import { describe, expect, it } from 'vitest';
import { titleFontSize } from './card-title';

describe('card titles never break a word', () => {
  it('keeps the base size when every word fits', () => {
    expect(titleFontSize('The Hall of Back Doors', 'md')).toBe(13);
    expect(titleFontSize('Aim', 'sm')).toBe(12);
  });

  it('shrinks a title whose longest word would not fit the card', () => {
    // "Coordination" is 12 characters: at 12 px it needs ~101 px, the small card has 84.
    const size = titleFontSize('Coordination', 'sm');
    expect(size).toBeLessThan(12);
    expect(size * 0.7 * 'Coordination'.length).toBeLessThanOrEqual(84);
  });

  it('leaves room for the corner value beside the first word', () => {
    expect(titleFontSize('Sabotage the Power Plant', 'md', '4 MP')).toBeLessThan(
      titleFontSize('Sabotage the Power Plant', 'md'),
    );
  });

  it('sizes a word beside a one-digit corner for the 51 px its badge leaves on a small card', () => {
    // Measured in the browser: "Tornado" at 12 px bold is 54 px wide, and was clipped there.
    const size = titleFontSize('Tornado', 'sm', '3');
    expect(size).toBeLessThan(12);
    expect(size * 0.7 * 'Tornado'.length).toBeLessThanOrEqual(51);
    // A short word still keeps the base size.
    expect(titleFontSize('Cannon', 'sm', '1')).toBe(12);
  });

  it('never draws a title smaller than 9 px', () => {
    expect(titleFontSize('Supercalifragilisticexpialidocious', 'sm')).toBe(9);
  });
});
