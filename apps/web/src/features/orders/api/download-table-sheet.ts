import { useMutation } from '@tanstack/react-query';
import { currentLocale, i18n } from '../../../i18n/i18n.ts';
import { resolveApiKey } from '../../../lib/api-key.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

/** Fetches the A4 PDF of the tables' QR codes and hands it to the browser as a download. */
export async function downloadTableSheet(shopId: string, tables: string): Promise<void> {
  const headers: Record<string, string> = {
    Accept: 'application/pdf',
    'Accept-Language': currentLocale(),
    'x-api-key': resolveApiKey(document, import.meta.env.VITE_API_KEY),
  };
  const token = sessionStore.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(
    `/api/shops/${encodeURIComponent(shopId)}/tables/sheet.pdf?tables=${encodeURIComponent(tables)}`,
    { headers },
  );
  if (!response.ok) throw new Error(i18n.t('orders.tables.sheetFailed'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'table-qr-codes.pdf';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadTableSheet(shopId: string) {
  return useMutation({ mutationFn: (tables: string) => downloadTableSheet(shopId, tables) });
}
