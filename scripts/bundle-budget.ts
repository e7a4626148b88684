// What a page's first load costs in JavaScript: the scripts the customer build's page table names
// for it (the entry and the page's route module, each with every chunk it imports statically).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type BuildManifest, manifestKeyOf, staticJsFiles } from './build-manifest.ts';

export interface PageBudget {
  name: string;
  /** The page's route path, its key in the customer build's page table. */
  path: string;
  /** What the check enforces: the page may not grow past it. */
  maxGzipBytes: number;
  /** Where the page must get to (150 KB for the customer pages); printed next to the figure until reached. */
  targetGzipBytes: number;
}

export interface PageWeight {
  name: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  maxGzipBytes: number;
}

/** Whether `from`'s chunk loads `to`'s chunk before it runs (so the two evaluate in one task). */
export function loadsStatically(manifest: BuildManifest, from: string, to: string): boolean {
  const target = manifest[manifestKeyOf(manifest, to)]?.file;
  return target !== undefined && staticJsFiles(manifest, [from]).includes(target);
}

/** Gzip size at the level the build pre-compresses with (vite.config.ts). */
export function gzipSizeOf(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

export function weighPage(
  scripts: readonly string[],
  page: PageBudget,
  sizeOf: (file: string) => number,
): PageWeight {
  const files = scripts.map((file) => ({ file, gzipBytes: sizeOf(file) }));
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { name: page.name, files, gzipBytes, maxGzipBytes: page.maxGzipBytes };
}

/**
 * The pre-compressed copies the server sends instead of a file (vite.config.ts): each must exist
 * and unpack to the file as built, or browsers run stale code. Returns what is wrong, if anything.
 */
export function compressedCopyProblems(distDir: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const original = readFileSync(join(distDir, file));
    if (original.length < 1024) continue;
    for (const [suffix, unpack] of [
      ['.gz', gunzipSync],
      ['.br', brotliDecompressSync],
    ] as const) {
      const copy = join(distDir, `${file}${suffix}`);
      if (!existsSync(copy)) problems.push(`${file}${suffix} is missing`);
      else if (!unpack(readFileSync(copy)).equals(original))
        problems.push(`${file}${suffix} differs from ${file}`);
    }
  }
  return problems;
}
