/** Gives every section heading an id, so the contents list (the page's and the Markdown's own) can link to it. */
export function withSectionIds(html: string): string {
  const used = new Set<string>();
  return html.replace(/<h([23])>(.*?)<\/h\1>/g, (_all, level: string, inner: string) => {
    const base =
      inner
        .replace(/<[^>]*>/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
}
