/**
 * What makes a rules page fail its players: the checks every game's RULES.md must pass (issue 14,
 * "rules pages written for players"). Each fault is a sentence naming what is missing or where.
 */
import { marked } from 'marked';
import { withSectionIds } from './section-ids';

/** Headings from which on a page speaks to developers and designers (code names allowed there). */
const DEVELOPERS_HEADING = /^##\s+.*\b(developers?|designer'?s?)\b/im;
const FIRST_SCREEN_CHARS = 1500;
const MIN_CONTENTS_ENTRIES = 4;

/** Inline SVG pictures are drawings, not prose: their coordinates are not checked as text. */
function withoutPictures(markdown: string): string {
  return markdown.replace(/<svg[\s\S]*?<\/svg>/g, '');
}

/** The part of the page written for players: everything before the developers' section. */
export function playerPart(markdown: string): string {
  const developers = DEVELOPERS_HEADING.exec(markdown);
  return withoutPictures(developers ? markdown.slice(0, developers.index) : markdown);
}

/** Things in player text that read as source code: calls, camelCase names, file paths. */
export function codeLikeTokens(text: string): string[] {
  const found: string[] = [];
  for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
    if (/\w\(|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\/|\.tsx?\b|\w_\w/.test(span)) found.push(`\`${span}\``);
  }
  const prose = text.replace(/`[^`]*`/g, '');
  for (const [call] of prose.matchAll(/\b[a-z][A-Za-z0-9]*\([^)\s]*\)/g)) found.push(call);
  return found;
}

function firstScreenFaults(markdown: string): string[] {
  const text = withoutPictures(markdown);
  const need = /what you need to play/i.exec(text);
  if (!need) return ['no "What you need to play" section'];
  const headings = [...text.matchAll(/^##\s+(.*)$/gm)];
  const beforeOthers = headings.find((h) => !/what you need to play/i.test(h[1]));
  const faults: string[] = [];
  if (beforeOthers && beforeOthers.index < need.index)
    faults.push(`"What you need to play" comes after the section "${beforeOthers[1]}"`);
  if (need.index > FIRST_SCREEN_CHARS)
    faults.push(`"What you need to play" starts ${need.index} characters down the page`);
  return faults;
}

function contentsFaults(html: string): string[] {
  const list = /<h[23] id="[^"]*">Contents<\/h[23]>\s*<(ol|ul)>([\s\S]*?)<\/\1>/.exec(html);
  if (!list) return ['no "Contents" heading followed by a list'];
  const targets = [...list[2].matchAll(/<a href="#([^"]+)">/g)].map(([, id]) => id);
  const faults: string[] = [];
  if (targets.length < MIN_CONTENTS_ENTRIES)
    faults.push(
      `the contents list links ${targets.length} sections (at least ${MIN_CONTENTS_ENTRIES})`,
    );
  for (const id of targets)
    if (!html.includes(`id="${id}"`)) faults.push(`the contents link #${id} leads nowhere`);
  return faults;
}

function pictureFaults(markdown: string): string[] {
  const pictures = [...markdown.matchAll(/<svg\b[^>]*>/g)].map(([tag]) => tag);
  if (pictures.length === 0) return ['no picture (an inline <svg>)'];
  const faults: string[] = [];
  for (const tag of pictures) {
    const label = /aria-label="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (!/role="img"/.test(tag) || label.trim().length < 20)
      faults.push(
        `a picture without a text alternative (role="img" and an aria-label): ${tag.slice(0, 80)}`,
      );
    if (!/viewBox="/.test(tag))
      faults.push(`a picture without a viewBox cannot shrink to a phone: ${tag.slice(0, 80)}`);
  }
  return faults;
}

/** Every way this Markdown falls short of a rules page for players; empty when it passes. */
export function rulesPageFaults(markdown: string): string[] {
  const html = withSectionIds(marked.parse(markdown, { async: false, gfm: true }));
  const faults = [
    ...firstScreenFaults(markdown),
    ...contentsFaults(html),
    ...pictureFaults(markdown),
  ];
  for (const [citation] of markdown.matchAll(/RULINGS(\.md)?\s*§\s*\d*|\[Ruling [A-Z]-\d+\]/g))
    faults.push(`a section citation for developers: ${citation}`);
  const forPlayers = playerPart(markdown);
  for (const token of codeLikeTokens(forPlayers))
    faults.push(`a code name in player text: ${token}`);
  for (const [label] of forPlayers.matchAll(/\[[A-Z]{1,3}-\d+\]/g))
    faults.push(`a referee's label in player text: ${label}`);
  for (const [, heading] of forPlayers.matchAll(/^#{1,6}\s+(.*\((?:the )?first screen\).*)$/gim))
    faults.push(`a heading that talks about the page, not the game: "${heading}"`);
  return faults;
}
