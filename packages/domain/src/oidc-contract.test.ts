import { describe, expect, it } from 'vitest';
import { isSameSiteReturnPath } from './oidc-contract.ts';

describe('isSameSiteReturnPath', () => {
  it('should accept paths of this site with their query', () => {
    expect(isSameSiteReturnPath('/account')).toBe(true);
    expect(isSameSiteReturnPath('/partner/abc/app/book/confirm?services=1,2&start=2031-05-01T09:00')).toBe(
      true,
    );
  });

  it('should refuse anything that leaves the site or is no path', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'account',
      '',
      '/\tevil',
      '/\t/evil.example',
      `/${'a'.repeat(2000)}`,
      undefined,
      42,
    ]) {
      expect(isSameSiteReturnPath(value), String(value)).toBe(false);
    }
  });
});
