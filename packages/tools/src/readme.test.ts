/**
 * The platform's READMEs (core's guide, the bot guide, table's and tools') must not rot: their
 * links lead to files and headings that exist, and an example that names its source
 * (`// megaman src/forced.ts`) still reads, line for line, as that file does (lines with `…`
 * stand for omitted code and are skipped).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Here in tools, whose package.json declares the games these READMEs quote.
const packages = resolve(__dirname, '..', '..');
const guides = [
  join(packages, 'core', 'README.md'),
  join(packages, 'bots', 'README.md'),
  join(packages, 'table', 'README.md'),
  join(packages, 'tools', 'README.md'),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsIn = (file: string) =>
  new Set(
    [...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
      anchorOf(heading),
    ),
  );

/** Code blocks whose first line names the source they are taken from. */
function taggedExamples(text: string): { source: string; lines: string[] }[] {
  return [
    ...text.matchAll(/```tsx?\n\/\/ ([a-z-]+) (src\/[\w/.-]+\.tsx?)[^\n]*\n([\s\S]*?)```/g),
  ].map(([, game, path, body]) => ({
    source: join(packages, `games-${game}`, path),
    lines: body.split('\n'),
  }));
}

const withoutComment = (line: string) => line.replace(/\s+\/\/ .*$/, '').trim();

describe.each(guides)('%s', (guide) => {
  const text = readFileSync(guide, 'utf8');

  it('links only to files and headings that exist', () => {
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.filter((target) => !/^https?:/.test(target))) {
      const [path, anchor] = link.split('#');
      const file = path ? resolve(dirname(guide), path) : guide;
      expect(existsSync(file), link).toBe(true);
      if (anchor) expect(anchorsIn(file).has(anchor), link).toBe(true);
    }
  });

  it('quotes the real code where an example names its source', () => {
    for (const { source, lines } of taggedExamples(text)) {
      const real = new Set(readFileSync(source, 'utf8').split('\n').map(withoutComment));
      for (const line of lines.map(withoutComment).filter((l) => l && !l.includes('…')))
        expect(real.has(line), `${source}: ${line}`).toBe(true);
    }
  });
});
