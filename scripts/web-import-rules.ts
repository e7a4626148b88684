// One-way imports in the web app: a feature never imports another feature, and nothing below the
// app shell (features, shared code, UI components, lib, i18n, theme, routing) imports the shell in
// src/app. Features then compose only in src/app, and moving or deleting one feature cannot break
// another.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ImportViolation {
  /** Importing file, relative to the source folder. */
  file: string;
  specifier: string;
  reason: string;
}

/** Folders under src whose code must not reach up into the app shell or into a feature. */
const lowerLayers = ['shared', 'components', 'lib', 'i18n', 'theme', 'routing'];

// Static imports and re-exports (also multi-line and type-only), side-effect imports, dynamic imports.
const importPattern =
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** The top folders of a path inside src: ['features', 'bookings', ...] or ['app', ...]. */
function segments(srcDir: string, file: string): string[] {
  return path.relative(srcDir, file).split(path.sep);
}

function ruleBroken(from: string[], to: string[]): string | undefined {
  const [fromLayer, fromFeature] = from;
  const [toLayer, toFeature] = to;
  if (fromLayer === 'features') {
    if (toLayer === 'app')
      return 'a feature imports the app shell (src/app); move what it needs to src/shared';
    if (toLayer === 'features' && toFeature !== fromFeature) {
      return `feature "${fromFeature}" imports feature "${toFeature}"; move what both need to src/shared or compose them in src/app`;
    }
    return undefined;
  }
  if (fromLayer && lowerLayers.includes(fromLayer)) {
    if (toLayer === 'app') return `src/${fromLayer} imports the app shell (src/app)`;
    if (toLayer === 'features') return `src/${fromLayer} imports feature "${toFeature}"`;
  }
  return undefined;
}

/** Every import in srcDir (the web app's src folder) that breaks the one-way rule. */
export function findImportViolations(srcDir: string): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const file of sourceFiles(srcDir)) {
    const from = segments(srcDir, file);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      // Packages (react, @studio/domain/...) are outside the layers.
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const to = segments(srcDir, target);
      if (to[0] === '..') continue;
      const reason = ruleBroken(from, to);
      if (reason) violations.push({ file: from.join('/'), specifier, reason });
    }
  }
  return violations;
}
