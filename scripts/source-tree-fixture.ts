// Throw-away source folders for the import rules' tests: one temporary folder per test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A temporary folder holding the given files (paths relative to it), removed by removeSourceTrees. */
export function sourceTree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'source-tree-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export function removeSourceTrees(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
