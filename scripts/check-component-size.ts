// `npm run check` step: fails on a web component over 250 lines (component-size-rules.ts).
import { maxComponentLines, oversizedComponents } from './component-size-rules.ts';

const srcDir = process.argv[2] ?? 'apps/web/src';
const oversized = oversizedComponents(srcDir);
for (const { file, line, component, lines } of oversized) {
  console.error(
    `${srcDir}/${file}:${line}: ${component} has ${lines} lines (at most ${maxComponentLines}); split it into sub-components or hooks in files of their own`,
  );
}
if (oversized.length > 0) {
  console.error(`${oversized.length} component(s) over ${maxComponentLines} lines`);
  process.exit(1);
}
console.log(`web components: none over ${maxComponentLines} lines (${srcDir})`);
