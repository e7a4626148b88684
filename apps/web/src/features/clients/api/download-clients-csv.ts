import { useMutation } from '@tanstack/react-query';
import { currentLocale, i18n } from '../../../i18n/i18n.ts';
import { resolveApiKey } from '../../../lib/api-key.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

/** Fetches the client list (narrowed by the search, if any) as CSV and hands it to the browser. */
export async function downloadClientsCsv(shopId: string, q: string): Promise<void> {
  const headers: Record<string, string> = {
    Accept: 'text/csv',
    'Accept-Language': currentLocale(),
    'x-api-key': resolveApiKey(document, import.meta.env.VITE_API_KEY),
  };
  const token = sessionStore.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const query = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  const response = await fetch(`/api/shops/${encodeURIComponent(shopId)}/clients/export${query}`, {
    headers,
  });
  if (!response.ok) throw new Error(i18n.t('clients.exportFailed'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'clients.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadClientsCsv(shopId: string) {
  return useMutation({ mutationFn: (q: string) => downloadClientsCsv(shopId, q) });
}
