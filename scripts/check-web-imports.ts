// `npm run check` step: fails when the web app breaks its one-way import rule (web-import-rules.ts).
import { findImportViolations } from './web-import-rules.ts';

const srcDir = process.argv[2] ?? 'apps/web/src';
const violations = findImportViolations(srcDir);
for (const violation of violations) {
  console.error(`${srcDir}/${violation.file}: import '${violation.specifier}': ${violation.reason}`);
}
if (violations.length > 0) {
  console.error(`${violations.length} import(s) break the web app's one-way rule`);
  process.exit(1);
}
console.log(`web imports: one-way (${srcDir})`);
