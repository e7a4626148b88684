// `npm run check` step: fails on an error code written as a bare number (error-code-rules.ts).
import { findBareAppErrorCodes, findBareWebErrorCodes } from './error-code-rules.ts';

const apiSrcDir = process.argv[2] ?? 'apps/api/src';
const webSrcDir = process.argv[3] ?? 'apps/web/src';
const bare = [
  ...findBareAppErrorCodes(apiSrcDir).map((found) => ({ ...found, dir: apiSrcDir })),
  ...findBareWebErrorCodes(webSrcDir).map((found) => ({ ...found, dir: webSrcDir })),
];
for (const { dir, file, line, reason } of bare) console.error(`${dir}/${file}:${line}: ${reason}`);
if (bare.length > 0) {
  console.error(`${bare.length} error code(s) written as a bare number`);
  process.exit(1);
}
console.log('error codes: by name (API and web)');
