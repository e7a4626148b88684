// Tests of simultaneous requests. PGlite hands its one connection to one caller at a time, so on
// the PGlite leg these pass without proving anything; the PostgreSQL leg (TEST_DATABASE_URL, always
// on in CI) is the one that proves them. They run on both, and their titles say which leg counts;
// npm test prints a notice when the PostgreSQL leg was left out.
import { it, type TestFunction } from 'vitest';

export const provenOnPostgres = '(proven on PostgreSQL)';

export function raceTest(name: string, body: TestFunction): void {
  it(`${name} ${provenOnPostgres}`, body);
}
