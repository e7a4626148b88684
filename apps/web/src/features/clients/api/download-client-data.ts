import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** Everything the studio holds about the client, handed to the browser as one JSON file. */
export async function downloadClientData(shopId: string, clientId: string): Promise<void> {
  const data = await api.get(
    `/shops/${encodeURIComponent(shopId)}/clients/${encodeURIComponent(clientId)}/export`,
    { schema: z.record(z.string(), z.unknown()) },
  );
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `client-${clientId}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadClientData(shopId: string) {
  return useMutation({ mutationFn: (clientId: string) => downloadClientData(shopId, clientId) });
}
