// When and how the bootstrap installs dependencies (plain JS: it runs before the pinned Node exists).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm install` rather than `npm ci`: `npm ci` refuses this lock file, which lacks other
 * platforms' optional binaries (e.g. @biomejs/cli-darwin-arm64). Dev dependencies are included
 * even under NODE_ENV=production, because the pinned Node that runs every task is one of them.
 */
export const npmInstallArguments = [
  'install',
  '--include=dev',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
];

/** The pinned Node's binary inside a checkout. */
export function pinnedNodeOf(root) {
  return join(root, 'node_modules', 'node', 'bin', 'node');
}

/** Whether the pinned Node or the installed packages are missing, or the lock file is newer. */
export function needsInstall(root) {
  const lockFile = join(root, 'package-lock.json');
  const installedLock = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(pinnedNodeOf(root)) || !existsSync(installedLock)) return true;
  if (!existsSync(lockFile)) return false;
  return statSync(lockFile).mtimeMs > statSync(installedLock).mtimeMs;
}
