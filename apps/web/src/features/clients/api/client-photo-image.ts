import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentLocale } from '../../../i18n/i18n.ts';
import { resolveApiKey } from '../../../lib/api-key.ts';
import { sessionStore } from '../../../lib/auth-session.ts';
import { clientKeys } from './client-query-keys.ts';

/**
 * A client photo's image: it is personal data behind the studio's sign-in, so an <img> cannot
 * fetch it by itself; it comes with the token and is shown from a blob.
 */
export async function fetchClientPhotoImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {
    Accept: 'image/webp',
    'Accept-Language': currentLocale(),
    'x-api-key': resolveApiKey(document, import.meta.env.VITE_API_KEY),
  };
  const token = sessionStore.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new Error(`client photo ${response.status}`);
  return response.blob();
}

/** An object URL of the photo's image while the component shows it; revoked afterwards. */
export function useClientPhotoImage(url: string): { src: string | undefined; failed: boolean } {
  // Not kept after the card closes: the images stay out of the persisted query cache.
  const image = useQuery({
    queryKey: clientKeys.photoImage(url),
    queryFn: ({ signal }) => fetchClientPhotoImage(url, signal),
    gcTime: 0,
    meta: { persist: false },
  });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  return { src, failed: image.isError };
}
