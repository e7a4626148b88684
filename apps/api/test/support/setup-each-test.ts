import { afterAll, beforeEach, expect } from 'vitest';
import { getTestPlatform, resetDatabase, testClock } from './test-platform.ts';
import { takeUndocumentedErrorAnswers } from './undocumented-error-answers.ts';

beforeEach(async () => {
  const { db } = await getTestPlatform();
  await resetDatabase(db);
  testClock.reset();
});

afterAll(() => {
  expect(takeUndocumentedErrorAnswers(), 'error answers the OpenAPI document does not list').toEqual([]);
});
