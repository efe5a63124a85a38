import { pathToFileURL } from 'node:url';
const { discoverGamePackages, findWorkspaceRoot } =
  await import('/work/main/packages/core/src/discovery');
export async function loadSome(only?: string) {
  const out = [];
  for (const e of discoverGamePackages(findWorkspaceRoot('/work/main'))) {
    try {
      const m = (await import(pathToFileURL(e.modulePath).href)).default;
      if (!only || m.meta.id === only) out.push(m);
    } catch (err) {
      console.log('skip', e.packageName, (err as Error).message.slice(0, 80));
    }
  }
  return out;
}
