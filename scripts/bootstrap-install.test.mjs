// `NODE_ENV=production npm start` must keep the pinned Node: the bootstrap's install may not drop
// dev dependencies. A dry run of exactly that install, under NODE_ENV=production, shows what npm
// would remove from this checkout.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { npmInstallArguments } from './bootstrap-install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function dryRun(args) {
  const result = spawnSync('npm', [...args, '--dry-run', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return `${result.stdout}\n${result.stderr}`;
}

describe('bootstrap install', () => {
  it('should keep the pinned Node and the dev tools under NODE_ENV=production', { timeout: 120_000 }, () => {
    const output = dryRun(npmInstallArguments);
    expect(output).not.toMatch(/^remove (node|vitest|typescript|@biomejs\/biome) /m);
  });

  it('should see that npm on its own would drop them (the case the arguments guard against)', {
    timeout: 120_000,
  }, () => {
    const output = dryRun(npmInstallArguments.filter((arg) => arg !== '--include=dev'));
    expect(output).toMatch(/^remove node /m);
  });
});
