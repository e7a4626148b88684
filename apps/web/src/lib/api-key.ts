const DEV_API_KEY = 'dev-api-key';

/**
 * The server injects the deployment's key into index.html as <meta name="api-key">, so one
 * build serves any environment; the env variable and the dev default cover `vite dev`.
 */
export function resolveApiKey(doc: Pick<Document, 'querySelector'> | undefined, envKey: string | undefined) {
  const fromMeta = doc?.querySelector('meta[name="api-key"]')?.getAttribute('content')?.trim();
  if (fromMeta) return fromMeta;
  return envKey?.trim() || DEV_API_KEY;
}
