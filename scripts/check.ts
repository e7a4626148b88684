// `npm run check`: typecheck every workspace, lint and format-check with zero warnings, the API's
// generated database types against its migrations, the web app's one-way import rule, the API's
// layers and feature boundaries, error codes by name (never a bare number), no web component over 250 lines, and the customer pages' bundle budget (builds the web app when its sources changed).
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['tsc', ['-p', 'packages/domain']],
  ['tsc', ['-p', 'apps/api']],
  ['tsc', ['-p', 'apps/web']],
  ['tsc', ['-p', 'tsconfig.tools.json']],
  ['biome', ['check', '--error-on-warnings', '.']],
  ['node', ['scripts/database-types.ts', '--check']],
  ['node', ['scripts/check-web-imports.ts']],
  ['node', ['scripts/check-api-imports.ts']],
  ['node', ['scripts/check-error-codes.ts']],
  ['node', ['scripts/check-component-size.ts']],
  ['node', ['scripts/check-bundle-budget.ts']],
];

for (const [command, args] of steps) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log('check passed');
