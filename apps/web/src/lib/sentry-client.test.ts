import { describe, expect, it } from 'vitest';
import { TRACES_SAMPLE_RATE } from './error-reporting.ts';
import { LOCAL_PLACEHOLDER_DSN, resolveSentryDsn } from './sentry-client.ts';

// Only what resolveSentryDsn reads of a document: the content of one meta tag.
function documentWith(dsn: string | null): Pick<Document, 'querySelector'> {
  const meta = dsn === null ? null : { getAttribute: (name: string) => (name === 'content' ? dsn : null) };
  return {
    querySelector: ((selector: string) =>
      selector === 'meta[name="sentry-dsn"]' ? meta : null) as Document['querySelector'],
  };
}

describe('sentry client configuration', () => {
  it('names the DSN the server injected', () => {
    const doc = documentWith('https://key@o1.ingest.sentry.io/42');
    expect(resolveSentryDsn(doc)).toBe('https://key@o1.ingest.sentry.io/42');
  });

  it('falls back to the local placeholder, which the tunnel stores', () => {
    expect(resolveSentryDsn(documentWith(null))).toBe(LOCAL_PLACEHOLDER_DSN);
  });

  it('samples 1 percent of traces', () => {
    expect(TRACES_SAMPLE_RATE).toBe(0.01);
  });
});
