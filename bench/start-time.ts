// How long `npm start` takes until its banner and a first answer: cold (a new, empty data folder:
// migrations and the demo studio; with --rebuild also the web build) and warm (the same folder again,
// the web app already built). Each start is `node scripts/start.ts` as npm start runs it (after the
// dependencies are installed: the install of a fresh clone is not timed), on a free port, stopped
// once it answers `GET /api/health`. Prints seconds to the banner, to the first answer, and how many
// lines the start printed before its banner (the banner should come last and alone), and the CPU
// seconds the start used until its first answer (Linux: /proc): on a machine that others share, the
// wall-clock seconds mostly tell the load, the CPU seconds what the start costs.
// Target: warm < 3 s.
// Run: node bench/start-time.ts [--warm-runs 3] [--rebuild]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'warm-runs': { type: 'string', default: '3' },
    rebuild: { type: 'boolean', default: false },
  },
});
const warmRuns = Number(values['warm-runs']);
const root = fileURLToPath(new URL('..', import.meta.url));
const bannerLine = /Studioly is running at /;

interface StartFigures {
  bannerSeconds: number;
  answerSeconds: number;
  cpuSecondsToAnswer: number;
  linesBeforeBanner: number;
}

/** The CPU seconds a running process and the children it waited for have used (NaN off Linux). */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th field.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    // Clock ticks are 1/100 s on Linux (USER_HZ).
    return ticks / 100;
  } catch {
    return Number.NaN;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** One `npm start` (its task, scripts/start.ts) on a data folder, timed until it answers; then stopped. */
async function timeStart(dataDir: string): Promise<StartFigures> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lines = 0;
  let bannerSeconds: number | undefined;
  let linesBeforeBanner = 0;
  const count = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      if (bannerSeconds === undefined && bannerLine.test(line)) {
        bannerSeconds = (performance.now() - started) / 1000;
        linesBeforeBanner = lines;
      }
      lines += 1;
    }
  };
  child.stdout.on('data', count);
  child.stderr.on('data', count);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let answerSeconds: number | undefined;
  const deadline = started + 15 * 60 * 1000;
  while (answerSeconds === undefined) {
    if (child.exitCode !== null) throw new Error(`npm start ended early with ${child.exitCode}`);
    if (performance.now() > deadline) throw new Error('npm start did not answer within 15 minutes');
    if (await answers(`http://127.0.0.1:${port}/api/health`))
      answerSeconds = (performance.now() - started) / 1000;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const cpuSecondsToAnswer = cpuSecondsOf(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { bannerSeconds: bannerSeconds ?? Number.NaN, answerSeconds, cpuSecondsToAnswer, linesBeforeBanner };
}

if (values.rebuild) {
  // Sources touched now make the start's build stale: the cold start then builds the web app.
  const { utimesSync } = await import('node:fs');
  const now = new Date();
  utimesSync(join(root, 'apps/web/index.html'), now, now);
}

const dataDir = mkdtempSync(join(tmpdir(), 'studio-start-'));
const rows: [string, StartFigures][] = [];
try {
  rows.push([
    values.rebuild ? 'cold (web build, new data folder)' : 'cold (new data folder)',
    await timeStart(dataDir),
  ]);
  for (let run = 1; run <= warmRuns; run += 1) rows.push([`warm ${run}`, await timeStart(dataDir)]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `load average: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
console.log('| start | banner s | answers s | CPU s to the answer | lines before the banner |');
console.log('| ----- | -------: | --------: | ------------------: | ----------------------: |');
for (const [name, figures] of rows) {
  console.log(
    `| ${name} | ${figures.bannerSeconds.toFixed(1)} | ${figures.answerSeconds.toFixed(1)} | ${figures.cpuSecondsToAnswer.toFixed(1)} | ${figures.linesBeforeBanner} |`,
  );
}
const warm = rows.slice(1).map(([, figures]) => figures);
if (warm.length > 0) {
  const best = Math.min(...warm.map((figures) => figures.answerSeconds));
  const bestCpu = Math.min(...warm.map((figures) => figures.cpuSecondsToAnswer));
  console.log(`warm start: best ${best.toFixed(1)} s, ${bestCpu.toFixed(1)} CPU s (target < 3 s)`);
}
