// End-to-end tests drive Debian's Chromium; the test tools' own browser downloads fail here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  console.log('[e2e] Chromium is missing: installing Debian package "chromium"…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args: string[]) => {
    const [command = 'apt-get', ...rest] = [...sudo, ...args];
    return spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update']);
  const result = run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-core']);
  if (result.status !== 0 || !existsSync(chromiumPath)) {
    console.error(
      `[e2e] Could not install Chromium at ${chromiumPath}. Install it with: apt-get install -y chromium`,
    );
    process.exit(1);
  }
}
