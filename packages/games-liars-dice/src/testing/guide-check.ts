/**
 * Keeps the developers' guide (`docs/guide/`) true to this package. The guide's code blocks name
 * their file in the fence — ```ts file=src/phases/2-bid.ts — and must appear in that file word for
 * word (a line `// …` marks code left out; the pieces must appear in order). Every `sh` block
 * line is a command that must exist: an npm script, a workspace, the generator, a path. The
 * generated-files list must be what the generator writes. Each function returns findings: empty
 * means the guide and the package agree.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the game generator keeps the files it writes (each name ends in `__tmpl__`). */
const GENERATOR_FILES = 'packages/tools/generators/game/files';

export interface CodeBlock {
  /** The fence's info string, e.g. "ts file=src/ai.ts". */
  info: string;
  lang: string;
  file?: string;
  body: string;
  /** The guide file and line it starts on, for messages. */
  where: string;
}

/** Every fenced block of a markdown text. */
export function codeBlocks(markdown: string, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(.*)$/.exec(lines[i]);
    if (!open) continue;
    const info = open[2].trim();
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]); j++) body.push(lines[j]);
    const [lang = '', ...words] = info.split(/\s+/);
    const file = words.find((w) => w.startsWith('file='))?.slice('file='.length);
    blocks.push({ info, lang, file, body: body.join('\n'), where: `${source}:${i + 1}` });
    i = j;
  }
  return blocks;
}

/** The pieces of a block between its elision lines: `// …`, or in JSX the comment holding `…`. */
export function pieces(body: string): string[] {
  return body
    .split(/^\s*(?:\/\/ …|\{\/\* … \*\/\})\s*$/m)
    .map((piece) => piece.replace(/^\n+|\n+$/g, ''))
    .filter((piece) => piece.trim() !== '');
}

/** A block's pieces must appear in its file, verbatim and in order. */
export function checkExcerpt(block: CodeBlock, packageRoot: string): string[] {
  if (!block.file) return [];
  const path = join(packageRoot, block.file);
  if (!existsSync(path)) return [`${block.where}: ${block.file} does not exist in the package`];
  const text = readFileSync(path, 'utf8');
  let from = 0;
  for (const piece of pieces(block.body)) {
    const at = text.indexOf(piece, from);
    if (at === -1) {
      const first = piece.split('\n')[0].trim();
      return [
        `${block.where}: this code is no longer in ${block.file} as the guide shows it (the piece starting "${first}")`,
      ];
    }
    from = at + piece.length;
  }
  return [];
}

export interface Workspace {
  root: string;
  /** package name → { dir, scripts } */
  packages: Map<string, { dir: string; scripts: Record<string, string> }>;
  rootScripts: Record<string, string>;
  generators: Record<string, unknown>;
}

export function readWorkspace(root: string): Workspace {
  const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
  const packages = new Map<string, { dir: string; scripts: Record<string, string> }>();
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const path = join(root, group, name, 'package.json');
      if (!existsSync(path)) continue;
      const pkg = json(path);
      packages.set(pkg.name, { dir: join(root, group, name), scripts: pkg.scripts ?? {} });
    }
  }
  const core = json(join(root, 'packages/tools/package.json'));
  const generators = json(join(root, 'packages/tools', core.generators)).generators;
  return {
    root,
    packages,
    rootScripts: json(join(root, 'package.json')).scripts ?? {},
    generators,
  };
}

/**
 * One command line of an `sh` block, run from the repository root: why it would not work, or
 * undefined. Only the commands the guide needs are understood; anything else is a finding, so
 * the guide cannot name a command nobody checks.
 */
export function whyCommandFails(line: string, ws: Workspace): string | undefined {
  let command = line.replace(/\s+#.*$/, '').trim();
  let cwd = ws.root;
  const cd = /^cd (\S+) && (.*)$/.exec(command);
  if (cd) {
    cwd = join(ws.root, cd[1]);
    if (!existsSync(cwd)) return `no folder ${cd[1]}`;
    command = cd[2];
  }
  command = command.replace(/^(?:[A-Z_]+=\S+ )+/, '').replace(/^nice -n \d+ /, '');
  const workspaceOf = (name: string) => ws.packages.get(name);
  const pathsExist = (paths: string[]) =>
    paths.filter((p) => !p.startsWith('-')).find((p) => !existsSync(join(cwd, p)));

  if (command === 'npm install') return undefined;
  const generate = /^npx nx g @gridplay\/tools:(\S+) ([a-z][a-z0-9-]*)$/.exec(command);
  if (generate) {
    if (!(generate[1] in ws.generators)) return `tools has no generator "${generate[1]}"`;
    return existsSync(join(ws.root, 'packages', `games-${generate[2]}`))
      ? undefined
      : `the guide's game packages/games-${generate[2]} does not exist`;
  }
  const npm = /^npm (?:run (\S+)|(test|start))(?: -w (\S+))?(?: -- (.*))?$/.exec(command);
  if (npm) {
    const script = npm[1] ?? npm[2];
    if (npm[3]) {
      const pkg = workspaceOf(npm[3]);
      if (!pkg) return `no workspace ${npm[3]}`;
      return script in pkg.scripts ? undefined : `${npm[3]} has no "${script}" script`;
    }
    const inPackage = [...ws.packages.values()].find((p) => p.dir === cwd);
    const scripts = inPackage ? inPackage.scripts : ws.rootScripts;
    if (!(script in scripts))
      return `no "${script}" script in ${relative(ws.root, cwd) || 'the root'}`;
    if (script === 'balance') {
      const game = npm[4]?.split(/\s+/)[0];
      if (!game || !existsSync(join(ws.root, 'packages', `games-${game}`)))
        return `balance names no installed game ("${game}")`;
    }
    return undefined;
  }
  const tool = /^npx (vitest run|tsc -p|eslint|prettier --check) (.+?)( --noEmit)?$/.exec(command);
  if (tool) {
    const missing = pathsExist(tool[2].split(/\s+/));
    return missing ? `no ${missing} in ${relative(ws.root, cwd) || 'the root'}` : undefined;
  }
  return 'the guide test does not know this command: teach src/testing/guide-check.ts or drop it';
}

/** Every command in the guide's `sh` blocks. */
export function checkCommands(block: CodeBlock, ws: Workspace): string[] {
  if (block.lang !== 'sh') return [];
  return block.body
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .flatMap((line) => {
      const why = whyCommandFails(line.trim(), ws);
      return why ? [`${block.where}: \`${line.trim()}\`: ${why}`] : [];
    });
}

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

/** The guide's `text generated-files` list must be exactly what the generator writes. */
export function checkGeneratedFiles(block: CodeBlock, root: string): string[] {
  if (!block.info.includes('generated-files')) return [];
  const templates = join(root, GENERATOR_FILES);
  const written = filesUnder(templates).map((f) => f.replace(/__tmpl__$/, ''));
  const listed = block.body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [
    ...written
      .filter((f) => !listed.includes(f))
      .map((f) => `${block.where}: the generator writes ${f}, which the guide does not list`),
    ...listed
      .filter((f) => !written.includes(f))
      .map((f) => `${block.where}: the guide lists ${f}, which the generator no longer writes`),
  ];
}

/**
 * Paths the guide names in prose (`src/phases/2-bid.ts`, `apps/server/…`): each must exist.
 * `src/…` is the package's (or, in step 1, the generator's skeleton); other paths are from the
 * repository root. Globs are skipped.
 */
export function checkNamedPaths(
  markdown: string,
  source: string,
  packageRoot: string,
  root: string,
) {
  const findings: string[] = [];
  for (const [, path] of markdown.matchAll(/`((?:src|apps|packages|docs)\/[\w./-]+)`/g)) {
    const candidates = path.startsWith('src/')
      ? [join(packageRoot, path), join(root, GENERATOR_FILES, `${path}__tmpl__`)]
      : [join(root, path)];
    if (!candidates.some((candidate) => existsSync(candidate)))
      findings.push(`${source}: names ${path}, which does not exist`);
  }
  return findings;
}
