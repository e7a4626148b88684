import { expect, test } from '@playwright/test';

test('adds', () => expect(1 + 1).toBe(2));
