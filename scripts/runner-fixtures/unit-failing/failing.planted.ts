import { expect, it } from 'vitest';

it('adds', () => expect(1 + 1).toBe(2));

it('the failing one', () => expect(1 + 1).toBe(3));
