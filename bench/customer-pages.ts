// Lighthouse on the pages customers arrive on from a phone: the studio page, the booking page and
// the demo studio's city page (/studios/berlin, server-rendered for search engines) and the find
// page searching Berlin. Builds the web app, starts the API with the demo studio (embedded PGlite, a free port) and
// audits each page three times with Lighthouse's mobile preset (simulated slow 4G, 4x CPU
// slowdown) in Debian's Chromium; prints the median of each figure. Target: performance
// >= 95 and at most 150 KB of gzip JavaScript per page. Then, as a phone on slow 4G would (DevTools'
// network throttling: 150 ms latency, 1.6 Mbit/s; 4x CPU slowdown, in Playwright), it times when the
// studio page has been taken over by the app (hydrated) and how long a tap on "book" takes to show
// the treatments.
// Run: node bench/customer-pages.ts [--runs 3] [--no-build] [--save DIR] [--pages city]
// --pages audits only the pages named (studio, booking, city, find; comma-separated); the slow-4G journey
// runs only with the studio page.
// --save keeps each run's Lighthouse report (JSON) in DIR for profiling (LCP element, long tasks,
// bootup time).
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { loadConfig } from '../apps/api/src/config.ts';
import { demoShopId } from '../apps/api/src/features/demo/demo-shop.ts';
import { startPlatform } from '../apps/api/src/platform.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    save: { type: 'string' },
    pages: { type: 'string', default: 'studio,booking,city,find' },
  },
});
const runs = Number(values.runs);
if (values.save) mkdirSync(values.save, { recursive: true });

if (!values['no-build']) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web app did not build');
}

const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  SEED_DEMO: 'true',
  API_KEYS: 'bench-key',
  LOG_LEVEL: 'warn',
});
const { app, startJobs } = await startPlatform(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// As the server runs: its periodic jobs too.
await startJobs();

const allPages = [
  { key: 'studio', name: 'studio page', path: `/partner/${demoShopId}` },
  { key: 'booking', name: 'booking page', path: `/partner/${demoShopId}/app/book` },
  { key: 'city', name: 'city page', path: '/studios/berlin' },
  { key: 'find', name: 'find page', path: '/find?city=berlin&q=Shellac' },
];
const chosenPages = new Set(values.pages.split(','));
const pages = allPages.filter((page) => chosenPages.has(page.key));

interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipBytes: number;
  /** Script files fetched ahead for a later step (server-render.ts), not run on this page. */
  prefetchedGzipBytes: number;
}

/** What the page's scripts weigh gzip-compressed, whatever encoding Chromium was sent. */
async function gzipBytesOf(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    // node:http, not fetch: fetch would hand back the bytes already decompressed.
    const [response] = (await once(get(url, { headers: { 'accept-encoding': 'gzip' } }), 'response')) as [
      IncomingMessage,
    ];
    const encoding = response.headers['content-encoding'];
    if (encoding !== 'gzip') throw new Error(`${url} came back as ${encoding ?? 'identity'}, not gzip`);
    for await (const chunk of response) total += (chunk as Buffer).length;
  }
  return total;
}

async function audit(url: string, port: number, reportName: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (values.save) writeFileSync(join(values.save, `${reportName}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url);
  const prefetched = (requests ?? [])
    .filter(
      (item) => item.resourceType === 'Fetch' && item.url.endsWith('.js') && !scripts.includes(item.url),
    )
    .map((item) => item.url);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsGzipBytes: await gzipBytesOf(scripts),
    prefetchedGzipBytes: await gzipBytesOf(prefetched),
  };
}

// On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP); such a run
// measured nothing, so it is repeated rather than counted.
async function auditWithRetries(url: string, port: number, reportName: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, reportName);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  (run lost, again: ${(error as Error).message.slice(0, 120)})`);
    }
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Hydration of the studio page and the step to the booking page's treatments, on slow 4G. */
async function journeyTimes(): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const hydrated: number[] = [];
  const toBooking: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        locale: 'de-DE',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const opened = performance.now();
      await page.goto(`${address}${allPages[0]?.path}`);
      // The app drops the marker once it has taken the server's HTML over (apps/web/src/start-app.tsx).
      await page.waitForFunction(() => !document.querySelector('#root[data-server-rendered]'), undefined, {
        timeout: 60_000,
      });
      hydrated.push(performance.now() - opened);
      const tapped = performance.now();
      await page.getByTestId('partner-book').click();
      await page.getByTestId('treatment').first().waitFor({ timeout: 60_000 });
      toBooking.push(performance.now() - tapped);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return `studio page hydrated after ${median(hydrated).toFixed(0)} ms, "book" to the treatments ${median(toBooking).toFixed(0)} ms`;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--no-sandbox', '--disable-gpu', '--headless=new'],
});
try {
  const started = loadavg();
  console.log(
    `Lighthouse mobile preset, ${runs} runs per page, median; load average ${started.map((n) => n.toFixed(1)).join(' ')}\n`,
  );
  console.log('page           perf   FCP ms   LCP ms   TBT ms    CLS     JS gzip KB  prefetched KB');
  for (const page of pages) {
    const results: Figures[] = [];
    for (let run = 0; run < runs; run += 1)
      results.push(
        await auditWithRetries(
          `${address}${page.path}`,
          chrome.port,
          `${page.name.replace(' ', '-')}-${run + 1}`,
        ),
      );
    const pick = (key: keyof Figures) => median(results.map((figures) => figures[key]));
    console.log(
      [
        page.name.padEnd(13),
        String(pick('performance')).padStart(5),
        pick('fcpMs').toFixed(0).padStart(8),
        pick('lcpMs').toFixed(0).padStart(8),
        pick('tbtMs').toFixed(0).padStart(8),
        pick('cls').toFixed(3).padStart(7),
        (pick('jsGzipBytes') / 1000).toFixed(1).padStart(13),
        (pick('prefetchedGzipBytes') / 1000).toFixed(1).padStart(14),
        `   (performance per run: ${results.map((figures) => figures.performance).join(', ')})`,
      ].join(' '),
    );
  }
  if (chosenPages.has('studio'))
    console.log(`\nslow 4G in Playwright (${runs} runs, median): ${await journeyTimes()}`);
  console.log(
    `\nload average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  chrome.kill();
  await app.close();
}
