import { beforeEach } from 'vitest';
import { getTestPlatform, resetDatabase } from './test-platform.ts';

beforeEach(async () => {
  const { db } = await getTestPlatform();
  await resetDatabase(db);
});
