// Tests of simultaneous requests. PGlite hands its one connection to one caller at a time, so on
// the PGlite leg these pass without proving anything; the PostgreSQL leg is the one that proves
// them (npm test always runs it: against TEST_DATABASE_URL, or a PostgreSQL it starts itself).
// They run on both, and their titles say which leg counts.
//
// A race test asserts the whole outcome: the exact mix of answers (no 5xx, no answer of a kind
// nobody expected) with expectAnswerMix, and what the database holds afterwards.
import { expect, it, type TestFunction } from 'vitest';

export const provenOnPostgres = '(proven on PostgreSQL)';

export function raceTest(name: string, body: TestFunction): void {
  it(`${name} ${provenOnPostgres}`, body);
}

interface Answer {
  statusCode: number;
  body: string;
}

/** "201", or "409 8104" for an error answer with its catalogue code. */
function kindOf(answer: Answer): string {
  if (answer.statusCode < 400) return String(answer.statusCode);
  try {
    const { errorCode } = JSON.parse(answer.body) as { errorCode?: unknown };
    return errorCode === undefined ? String(answer.statusCode) : `${answer.statusCode} ${errorCode}`;
  } catch {
    return String(answer.statusCode);
  }
}

/**
 * The answers to simultaneous requests, counted by kind ("201", "409 8104"), must be exactly
 * `expected`: `{ '201': 1, '409 8104': 19 }`. A 5xx fails first, showing its body.
 */
export function expectAnswerMix(answers: readonly Answer[], expected: Record<string, number>): void {
  const serverErrors = answers
    .filter((answer) => answer.statusCode >= 500)
    .map((answer) => `${answer.statusCode} ${answer.body.slice(0, 500)}`);
  expect(serverErrors, 'server errors among simultaneous answers').toEqual([]);
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const kind = kindOf(answer);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  expect(counts).toEqual(expected);
}
