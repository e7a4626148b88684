import { expect, test } from '@playwright/test';

// biome-ignore lint/suspicious/noFocusedTests: planted on purpose; the runner must refuse it
test.only('the focused one', () => expect(1 + 1).toBe(2));
test('the one that would be skipped', () => expect(2 + 2).toBe(4));
