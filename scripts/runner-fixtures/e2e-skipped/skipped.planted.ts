import { expect, test } from '@playwright/test';

test('passes', () => {
  expect(1 + 1).toBe(2);
});

test('skips itself', () => {
  test.skip(true, 'planted');
});
