import { describe, expect, it } from 'vitest';
import { hydrationTurns, turnOfPart } from './hydrate-in-turn.tsx';

describe('hydration turns of a list', () => {
  it('should give each turn its parts from the first on, and the rest the last turn', () => {
    expect([0, 1, 2, 3, 4].map((index) => turnOfPart(index, { first: 5, perTurn: 2 }))).toEqual([
      5, 5, 6, 6, 7,
    ]);
    expect(turnOfPart(40, { first: 5, perTurn: 2 })).toBe(hydrationTurns - 1);
    expect([0, 1, 9].map((index) => turnOfPart(index, { first: 4, last: 9 }))).toEqual([4, 5, 9]);
  });
});
