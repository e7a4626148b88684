// `npm run check` step: fails when the API breaks a house rule of its imports (api-import-rules.ts).
// `--graph` prints the import graph by layer as Graphviz dot instead.
import { findApiImportViolations, layerGraphDot } from './api-import-rules.ts';

const srcDir = process.argv.find((arg, index) => index > 1 && !arg.startsWith('--')) ?? 'apps/api/src';
if (process.argv.includes('--graph')) {
  process.stdout.write(layerGraphDot(srcDir));
  process.exit(0);
}
const violations = findApiImportViolations(srcDir);
for (const violation of violations) {
  console.error(`${srcDir}/${violation.file}: import '${violation.specifier}': ${violation.reason}`);
}
if (violations.length > 0) {
  console.error(`${violations.length} import(s) break the API's house rules`);
  process.exit(1);
}
console.log(`api imports: layers and feature boundaries kept (${srcDir})`);
