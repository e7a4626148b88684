// One-way imports in the web app: a feature never imports another feature, and nothing below the
// app shell (features, shared code, UI components, lib, i18n, theme, routing) imports the shell in
// src/app. Features then compose only in src/app, and moving or deleting one feature cannot break
// another.
import path from 'node:path';
import { relativeImports } from './source-imports.ts';

export interface ImportViolation {
  /** Importing file, relative to the source folder. */
  file: string;
  specifier: string;
  reason: string;
}

/** Folders under src whose code must not reach up into the app shell or into a feature. */
const lowerLayers = ['shared', 'components', 'lib', 'i18n', 'theme', 'routing'];

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
  for (const { file, specifier, target } of relativeImports(srcDir)) {
    const from = segments(srcDir, file);
    const to = segments(srcDir, target);
    if (to[0] === '..') continue;
    const reason = ruleBroken(from, to);
    if (reason) violations.push({ file: from.join('/'), specifier, reason });
  }
  return violations;
}
