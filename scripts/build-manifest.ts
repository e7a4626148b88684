// Vite's build manifest (`.vite/manifest.json`): which files a module's chunk loads before it runs.
// The bundle budget check reads it for the order the customer pages' start evaluates in
// (check-bundle-budget.ts); tests for which files a page loads.

/** One entry of `.vite/manifest.json`, keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The JavaScript files of the given modules and of everything they import statically, each once. */
export function staticJsFiles(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(manifestKeyOf(manifest, module));
  return files;
}

/**
 * The manifest key of a source module. A module that is also imported statically somewhere is no
 * entry of its own: the bundler puts it in a shared chunk named after it (`_name-hash.js`).
 */
export function manifestKeyOf(manifest: BuildManifest, module: string): string {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === name);
  if (shared.length === 1 && shared[0]) return shared[0];
  throw new Error(`"${module}" is not in the build manifest: has the module moved?`);
}
