import { type ClientPhotoList, clientPhotoListSchema } from '@studio/domain/client-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

export function listClientPhotos(
  shopId: string,
  clientId: string,
  signal?: AbortSignal,
): Promise<ClientPhotoList> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/clients/${encodeURIComponent(clientId)}/photos`, {
    schema: clientPhotoListSchema,
    signal,
  });
}

export function useClientPhotos(shopId: string, clientId: string) {
  return useQuery({
    queryKey: clientKeys.photos(shopId, clientId),
    queryFn: ({ signal }) => listClientPhotos(shopId, clientId, signal),
  });
}
