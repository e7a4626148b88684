import { expect, it } from 'vitest';

it('adds', () => expect(1 + 1).toBe(2));

it.skip('the skipped one', () => expect(1 + 1).toBe(2));

it.todo('the todo');
