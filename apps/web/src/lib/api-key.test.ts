import { describe, expect, it } from 'vitest';
import { resolveApiKey } from './api-key.ts';

function docWithMeta(content: string | null): Pick<Document, 'querySelector'> {
  return {
    querySelector: ((selector: string) =>
      selector === 'meta[name="api-key"]' && content !== null
        ? { getAttribute: (name: string) => (name === 'content' ? content : null) }
        : null) as Document['querySelector'],
  };
}

describe('resolveApiKey', () => {
  it('prefers the key the server injected into index.html', () => {
    expect(resolveApiKey(docWithMeta('prod-key'), 'env-key')).toBe('prod-key');
  });

  it('falls back to the build-time env key when the meta tag is missing or empty', () => {
    expect(resolveApiKey(docWithMeta(null), 'env-key')).toBe('env-key');
    expect(resolveApiKey(docWithMeta('  '), 'env-key')).toBe('env-key');
  });

  it('uses the development key as a last resort', () => {
    expect(resolveApiKey(undefined, undefined)).toBe('dev-api-key');
    expect(resolveApiKey(docWithMeta(null), '')).toBe('dev-api-key');
  });
});
