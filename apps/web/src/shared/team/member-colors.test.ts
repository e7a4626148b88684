import { describe, expect, it } from 'vitest';
import {
  hexColorPattern,
  initialsOf,
  nextFreeColor,
  normalizedHex,
  presetColors,
  presetOf,
  readableTextOn,
} from './member-colors.ts';

describe('member colours', () => {
  it('gives a new member the first unused preset', () => {
    expect(nextFreeColor([])).toBe('#D81B60');
    expect(nextFreeColor(['#d81b60', '#7E57C2'])).toBe('#E53935');
  });

  it('cycles through the presets once all are used', () => {
    const all = presetColors.map((preset) => preset.hex);
    expect(nextFreeColor(all)).toBe(presetColors[0]?.hex);
    expect(nextFreeColor([...all, '#123456'])).toBe(presetColors[1]?.hex);
  });

  it('recognises presets whatever the case', () => {
    expect(presetOf('#00897b')?.key).toBe('teal');
    expect(presetOf('#123456')).toBeUndefined();
  });

  it('accepts hex typed without the hash', () => {
    expect(normalizedHex(' a1B2c3 ')).toBe('#a1B2c3');
    expect(hexColorPattern.test(normalizedHex('a1B2c3'))).toBe(true);
    expect(hexColorPattern.test(normalizedHex('#abc'))).toBe(false);
  });

  it('makes initials from the name', () => {
    expect(initialsOf('Linh Nguyen Thi')).toBe('LN');
    expect(initialsOf(' mai ')).toBe('M');
    expect(initialsOf('')).toBe('');
  });

  it('picks a readable text colour for initials', () => {
    expect(readableTextOn('#F6BF26')).toBe('#000000');
    expect(readableTextOn('#3F51B5')).toBe('#FFFFFF');
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('oops')).toBe('#FFFFFF');
  });

  it('picks black or white by contrast ratio', () => {
    expect(readableTextOn('#000000')).toBe('#FFFFFF');
    expect(readableTextOn('#7E57C2')).toBe('#FFFFFF');
    // White on this teal stays under 4.5:1; black reaches it.
    expect(readableTextOn('#00897B')).toBe('#000000');
  });
});
