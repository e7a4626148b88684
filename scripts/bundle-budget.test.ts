import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type BuildManifest, manifestKeyOf, staticJsFiles } from './build-manifest.ts';
import { compressedCopyProblems, loadsStatically, weighPage } from './bundle-budget.ts';

// The shape Vite writes: the entry (index.html), a lazy route that shares a chunk with the entry,
// a route that is also imported statically (so it became a shared chunk `_name-hash.js`), and a
// chunk only a dynamic import reaches.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js', '_mui-c3.js'],
    dynamicImports: ['src/routes/booking.tsx', 'src/routes/admin.tsx'],
    css: ['assets/index-d4.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js', name: 'react' },
  '_mui-c3.js': { file: 'assets/mui-c3.js', name: 'mui', imports: ['_react-b2.js'] },
  'src/routes/booking.tsx': {
    file: 'assets/booking-e5.js',
    src: 'src/routes/booking.tsx',
    isDynamicEntry: true,
    imports: ['_mui-c3.js', '_studio-route-f6.js'],
    dynamicImports: ['src/routes/calendar.tsx'],
  },
  '_studio-route-f6.js': {
    file: 'assets/studio-route-f6.js',
    name: 'studio-route',
    imports: ['_react-b2.js'],
  },
  'src/routes/calendar.tsx': {
    file: 'assets/calendar-g7.js',
    src: 'src/routes/calendar.tsx',
    isDynamicEntry: true,
  },
  'src/routes/admin.tsx': { file: 'assets/admin-h8.js', src: 'src/routes/admin.tsx', isDynamicEntry: true },
};

const sizes: Record<string, number> = {
  'assets/index-a1.js': 10_000,
  'assets/react-b2.js': 60_000,
  'assets/mui-c3.js': 40_000,
  'assets/booking-e5.js': 5_000,
  'assets/studio-route-f6.js': 3_000,
  'assets/calendar-g7.js': 80_000,
  'assets/admin-h8.js': 30_000,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('bundle budget', () => {
  it('should count the entry and the page with their static imports once each, and no lazy chunk or CSS', () => {
    expect(staticJsFiles(manifest, ['index.html', 'src/routes/booking.tsx'])).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/mui-c3.js',
      'assets/booking-e5.js',
      'assets/studio-route-f6.js',
    ]);
  });

  it('should find a route module that became a shared chunk by its name', () => {
    expect(manifestKeyOf(manifest, 'src/features/studio-page/routes/studio-route.tsx')).toBe(
      '_studio-route-f6.js',
    );
  });

  it('should tell whether a chunk loads another before it runs', () => {
    expect(
      loadsStatically(manifest, 'src/routes/booking.tsx', 'src/features/studio-page/routes/studio-route.tsx'),
    ).toBe(true);
    expect(loadsStatically(manifest, 'src/routes/booking.tsx', 'index.html')).toBe(false);
  });

  it('should fail on a module the manifest does not know', () => {
    expect(() => manifestKeyOf(manifest, 'src/routes/gone.tsx')).toThrow(/not in the build manifest/);
  });

  it('should add up the gzip bytes of a page against its budget', () => {
    const weight = weighPage(
      staticJsFiles(manifest, ['index.html', 'src/routes/booking.tsx']),
      { name: 'booking', path: '/booking', maxGzipBytes: 150_000, targetGzipBytes: 100_000 },
      sizeOf,
    );
    expect(weight.gzipBytes).toBe(118_000);
    expect(weight.files).toHaveLength(5);
    expect(weight.maxGzipBytes).toBe(150_000);
  });
});

describe('pre-compressed copies', () => {
  it('should accept copies that unpack to the file and name a stale or missing one', () => {
    const distDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
    const code = `export const text = ${JSON.stringify('x'.repeat(2000))};`;
    writeFileSync(join(distDir, 'good.js'), code);
    writeFileSync(join(distDir, 'good.js.gz'), gzipSync(code));
    writeFileSync(join(distDir, 'good.js.br'), brotliCompressSync(code));
    writeFileSync(join(distDir, 'stale.js'), code);
    writeFileSync(join(distDir, 'stale.js.gz'), gzipSync(`${code}// before the build finished`));

    expect(compressedCopyProblems(distDir, ['good.js', 'stale.js'])).toEqual([
      'stale.js.gz differs from stale.js',
      'stale.js.br is missing',
    ]);
  });
});
