import { describe, expect, it } from 'vitest';
import { previewDescription } from '../../src/http/studio-page-meta.ts';

const studio = {
  name: 'Nagelbar',
  description: '',
  address: 'Kastanienallee 3, Berlin',
  logoUrl: null,
  backgroundUrl: null,
};

describe('previewDescription', () => {
  it('should take the studio’s own words on one line, else its address', () => {
    expect(previewDescription({ ...studio, description: 'Gel  und\nAcryl.' })).toBe('Gel und Acryl.');
    expect(previewDescription(studio)).toBe('Kastanienallee 3, Berlin');
  });

  it('should cut a long description at a word, within 160 characters', () => {
    const long = `${'Maniküre mit Liebe und Zeit '.repeat(10)}Ende`;
    const preview = previewDescription({ ...studio, description: long });
    expect(preview.length).toBeLessThanOrEqual(160);
    expect(preview.endsWith('…')).toBe(true);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview.slice(0, -1).endsWith(' ')).toBe(false);
  });
});
