import { describe, expect, it } from 'vitest';
import { readableTextOn } from './team-member-color.ts';

describe('text on a team member colour', () => {
  it('picks black or white by contrast', () => {
    expect(readableTextOn('#FFFFFF')).toBe('#000000');
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#7E57C2')).toBe('#ffffff');
    // White on this teal stays under 4.5:1; black reaches it.
    expect(readableTextOn('#00897B')).toBe('#000000');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });
});
