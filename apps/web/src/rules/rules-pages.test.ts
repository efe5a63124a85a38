/** Every installed game's rules page is written for players (found by discovery, never by name). */
import { discoverGamePackages, readRules } from '@gridplay/core/discovery';
import { describe, expect, it } from 'vitest';
import { rulesPageFaults } from './rules-page-faults';
import { splitAtContents, withSectionIds } from './section-ids';

const installed = discoverGamePackages();

describe('rules pages', () => {
  it('finds the installed games', () => {
    expect(installed.length).toBeGreaterThan(0);
  });

  it.each(installed.map((entry) => [entry.packageName, entry] as const))(
    '%s: its rules page is written for players',
    (_name, entry) => {
      expect(rulesPageFaults(readRules(entry))).toEqual([]);
    },
  );

  it('names each fault of a page written for developers', () => {
    const developerPage = [
      '# A game',
      '## The decks [RULINGS §1]',
      "Call `mulligan(1)` or `pass('counter')`; see `src/moves.ts` and `cardDef`.",
      'A bare call in prose: erase(2).',
      '**[M-3]** Ties go to the Machines.',
      '### Setup (the first screen)',
      '## Designer notes',
      'Step 3 [M-2] moved the numbers (labels allowed here).',
      'Tuned with `bench/self-play.ts` (allowed here).',
    ].join('\n\n');
    const faults = rulesPageFaults(developerPage);
    expect(faults).toEqual([
      'no "What you need to play" section',
      'no "Contents" heading followed by a list',
      'no picture (an inline <svg>)',
      'a section citation for developers: RULINGS §1',
      'a code name in player text: `mulligan(1)`',
      "a code name in player text: `pass('counter')`",
      'a code name in player text: `src/moves.ts`',
      'a code name in player text: `cardDef`',
      'a code name in player text: erase(2)',
      "a referee's label in player text: [M-3]",
      'a heading that talks about the page, not the game: "Setup (the first screen)"',
    ]);
  });

  it('accepts a page with a first screen, a contents list and a described picture', () => {
    const picture =
      '<svg viewBox="0 0 10 10" role="img" aria-label="The board: two cycles and a flag"></svg>';
    const sections = ['Setting up', 'A round', 'Moving', 'Scoring'];
    const page = [
      '# A game',
      '## What you need to play',
      picture,
      '## Contents',
      sections.map((s, i) => `${i + 1}. [${s}](#${s.toLowerCase().replace(' ', '-')})`).join('\n'),
      ...sections.map((s) => `## ${s}\n\nText.`),
    ].join('\n\n');
    expect(rulesPageFaults(page)).toEqual([]);
  });

  it("gives headings ids without HTML entities, and cuts the Markdown's own contents list out", () => {
    const html = withSectionIds(
      '<h1>Game</h1><p>First screen</p><h2>Contents</h2>\n<ol><li><a href="#designers-notes">Notes</a></li></ol><h2>Designer&#39;s notes</h2><p>Text</p>',
    );
    expect(html).toContain('<h2 id="designers-notes">');
    expect(splitAtContents(html)).toEqual([
      '<h1>Game</h1><p>First screen</p>',
      '<h2 id="designers-notes">Designer&#39;s notes</h2><p>Text</p>',
    ]);
    expect(splitAtContents('<h2 id="a">A</h2><ol><li>x</li></ol>')).toBeUndefined();
  });
});
