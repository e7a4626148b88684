import { expect, test } from '@playwright/test';

test('fails first, passes on retry', () => {
  expect(test.info().retry).toBe(1);
});
