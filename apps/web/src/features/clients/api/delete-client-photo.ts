import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

/** The photo and its stored image go. */
export function deleteClientPhoto(shopId: string, photoId: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/client-photos/${encodeURIComponent(photoId)}`);
}

export function useDeleteClientPhoto(shopId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deleteClientPhoto(shopId, photoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.photos(shopId, clientId) }),
  });
}
