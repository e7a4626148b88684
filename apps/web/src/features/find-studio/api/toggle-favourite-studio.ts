import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { favouriteStudiosKey } from './get-favourite-studios.ts';

/** Marks (PUT) or unmarks (DELETE) me/favourite-studios/{shopId}. */
export function toggleFavouriteStudio({ shopId, favourite }: { shopId: string; favourite: boolean }) {
  const path = `/me/favourite-studios/${encodeURIComponent(shopId)}`;
  return favourite ? api.put<void>(path) : api.delete<void>(path);
}

export function useToggleFavouriteStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavouriteStudio,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteStudiosKey }),
  });
}
