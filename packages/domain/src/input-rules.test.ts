import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  findInputProblem,
  isoDateSchema,
  isoInstantSchema,
  maxInputDepth,
  textProblemOf,
  withInputRules,
} from './input-rules.ts';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

describe('input rules', () => {
  it('should find control characters but keep tabs and line breaks', () => {
    expect(textProblemOf('a\u0000b')).toBe('controlCharacter');
    expect(textProblemOf('bell\u0007')).toBe('controlCharacter');
    expect(textProblemOf('c1\u0085')).toBe('controlCharacter');
    expect(textProblemOf('del\u007f')).toBe('controlCharacter');
    expect(textProblemOf('Zeile 1\r\nZeile\t2 – Grüße, مرحبا')).toBeUndefined();
  });

  it('should find lone surrogates but keep surrogate pairs', () => {
    expect(textProblemOf('\ud800')).toBe('loneSurrogate');
    expect(textProblemOf('a\ud800b')).toBe('loneSurrogate');
    expect(textProblemOf('\udc00 low first')).toBe('loneSurrogate');
    expect(textProblemOf('\ude00\ud83d reversed pair')).toBe('loneSurrogate');
    expect(textProblemOf('ends high \ud83d')).toBe('loneSurrogate');
    expect(textProblemOf('😀 Nägel 💅')).toBeUndefined();
  });

  it('should name the path of the first string with a control character or lone surrogate', () => {
    expect(findInputProblem({ a: 'ok', b: [{ c: 'x' }, { d: 'y\u0000' }] })).toEqual({
      path: ['b', 1, 'd'],
      problem: 'controlCharacter',
    });
    expect(findInputProblem({ 'key\u0000': 'value' })).toEqual({
      path: ['key\u0000'],
      problem: 'controlCharacter',
    });
    expect(findInputProblem({ a: { title: '\ud800' } })).toEqual({
      path: ['a', 'title'],
      problem: 'loneSurrogate',
    });
    expect(findInputProblem({ a: { 'x\udfff': 1 } })).toEqual({
      path: ['a', 'x\udfff'],
      problem: 'loneSurrogate',
    });
    expect(findInputProblem({ first: 'a\u0001', second: 'b\u0002' })?.path).toEqual(['first']);
    expect(findInputProblem({ a: 1, b: null, c: ['fine'] })).toBeUndefined();
  });

  it('should accept nesting up to the limit and refuse one level more', () => {
    expect(findInputProblem(nested(maxInputDepth))).toBeUndefined();
    const found = findInputProblem(nested(maxInputDepth + 1));
    expect(found?.problem).toBe('nestedTooDeep');
    expect(found?.path).toHaveLength(maxInputDepth);
  });

  it('should walk 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findInputProblem(deep)?.problem).toBe('nestedTooDeep');
    // The schema behind the rules never sees it: zod would recurse into the array.
    const result = withInputRules(z.array(z.unknown())).safeParse(deep);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ code: 'custom', params: { problem: 'nestedTooDeep' } }]);
  });

  it('should accept dates between 1900 and 2199 only', () => {
    expect(isoDateSchema.safeParse('2026-12-07').success).toBe(true);
    expect(isoDateSchema.safeParse('0000-01-01').success).toBe(false);
    expect(isoDateSchema.safeParse('9999-12-31').success).toBe(false);
    expect(isoInstantSchema.safeParse('2026-12-07T09:00:00+01:00').success).toBe(true);
    expect(isoInstantSchema.safeParse('9999-12-31T23:00:00Z').success).toBe(false);
  });
});
