import { expect, it } from 'vitest';

// biome-ignore lint/suspicious/noFocusedTests: planted on purpose; the runner must refuse it
it.only('the focused one', () => expect(1 + 1).toBe(2));
it('the one that would be skipped', () => expect(2 + 2).toBe(4));
