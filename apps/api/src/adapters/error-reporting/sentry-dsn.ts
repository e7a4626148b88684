// A Sentry DSN (`https://<publicKey>@<host>[/<path>]/<projectId>`) and where its envelopes go.

export interface SentryDsn {
  protocol: 'http:' | 'https:';
  /** Host with port, as in the DSN. */
  host: string;
  /** Path before the project id, without a trailing slash ('' for most DSNs). */
  pathPrefix: string;
  projectId: string;
  publicKey: string;
}

/** The parts of a DSN, or undefined when the text is not one. */
export function parseSentryDsn(text: string): SentryDsn | undefined {
  const url = URL.parse(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username) return undefined;
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!match) return undefined;
  return {
    protocol: url.protocol,
    host: url.host,
    pathPrefix: match[1] ?? '',
    projectId: match[2] ?? '',
    publicKey: decodeURIComponent(url.username),
  };
}

/** Whether two DSNs name the same Sentry project on the same host. */
export function sameSentryProject(a: SentryDsn, b: SentryDsn): boolean {
  return (
    a.host.toLowerCase() === b.host.toLowerCase() &&
    a.pathPrefix === b.pathPrefix &&
    a.projectId === b.projectId
  );
}

/** The project's envelope endpoint (Sentry's ingestion API). */
export function sentryEnvelopeUrl(dsn: SentryDsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}
