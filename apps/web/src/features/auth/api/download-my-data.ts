import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const myDataSchema = z.record(z.string(), z.unknown());
export type MyData = z.infer<typeof myDataSchema>;

/** Everything the platform holds about the signed-in person, as the server hands it over. */
export function getMyData(): Promise<MyData> {
  return api.get('/me/data', { schema: myDataSchema });
}

/** Saves the document as a JSON file in the browser's downloads. */
export async function downloadMyData(): Promise<void> {
  const data = await getMyData();
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-data.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
