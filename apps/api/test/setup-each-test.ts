import { beforeEach } from 'vitest';
import { getTestPlatform, resetDatabase, testClock } from './test-platform.ts';

beforeEach(async () => {
  const { db } = await getTestPlatform();
  await resetDatabase(db);
  testClock.reset();
});
