// Entry point of `npm start`, `npm test` and `npm run check` on a fresh clone.
// It must run on whatever Node the machine has (plain JS, no dependencies): it installs
// the project's dependencies, which include the pinned Node 24, and hands the task over to it.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsInstall, npmInstallArguments, pinnedNodeOf } from './bootstrap-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const task = process.argv[2];
const tasks = {
  start: 'scripts/start.ts',
  test: 'scripts/test.ts',
  check: 'scripts/check.ts',
  build: 'scripts/build.ts',
};
if (!tasks[task]) {
  console.error(`Unknown task "${task}". Use one of: ${Object.keys(tasks).join(', ')}`);
  process.exit(2);
}

const pinnedNode = pinnedNodeOf(root);

if (needsInstall(root)) {
  console.log('[bootstrap] installing dependencies (this takes a minute the first time)…');
  const result = spawnSync('npm', npmInstallArguments, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error('[bootstrap] npm install failed.');
    process.exit(result.status ?? 1);
  }
}

const binDir = join(root, 'node_modules', '.bin');
const child = spawn(pinnedNode, [join(root, tasks[task]), ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${binDir}:${dirname(pinnedNode)}:${process.env.PATH ?? ''}` },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
