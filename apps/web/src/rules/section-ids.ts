/** Gives every section heading an id, so the contents list (the page's and the Markdown's own) can link to it. */
export function withSectionIds(html: string): string {
  const used = new Set<string>();
  return html.replace(/<h([23])>(.*?)<\/h\1>/g, (_all, level: string, inner: string) => {
    const base =
      inner
        .replace(/<[^>]*>/g, '')
        // marked writes ' as &#39;: an entity is not part of the heading's words.
        .replace(/&#?\w+;/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
}

/**
 * The Markdown's own contents list (a "Contents" heading and the list under it), cut out so the
 * page can put its linked contents there instead: after the first screen, where the author put it.
 */
export function splitAtContents(html: string): [before: string, after: string] | undefined {
  const match = /<h([23]) id="[^"]*">Contents<\/h\1>\s*<(ol|ul)>[\s\S]*?<\/\2>/.exec(html);
  if (!match) return undefined;
  return [html.slice(0, match.index), html.slice(match.index + match[0].length)];
}
