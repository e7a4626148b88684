// The relative imports of a source tree, as the import rules (web-import-rules.ts,
// api-import-rules.ts) read them: static imports and re-exports (also multi-line and type-only),
// side-effect imports and dynamic imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const importPattern =
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

export interface SourceImport {
  /** The importing file, absolute. */
  file: string;
  specifier: string;
  /** The imported file, absolute. */
  target: string;
}

/** Every relative import in the files under dir (packages such as react or @studio/domain are left out). */
export function relativeImports(dir: string): SourceImport[] {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)].flatMap((match) => {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (!specifier.startsWith('.')) return [];
      return [{ file, specifier, target: path.resolve(path.dirname(file), specifier) }];
    }),
  );
}
