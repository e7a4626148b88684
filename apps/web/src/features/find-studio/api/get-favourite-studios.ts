import { type FavouriteStudio, favouriteStudiosSchema } from '@studio/domain/favourite-studios-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const favouriteStudiosKey = ['me', 'favourite-studios'] as const;

export function getFavouriteStudios(signal?: AbortSignal): Promise<FavouriteStudio[]> {
  return api.get('/me/favourite-studios', { schema: favouriteStudiosSchema, signal });
}

export const favouriteStudiosQueryOptions = () =>
  queryOptions({ queryKey: favouriteStudiosKey, queryFn: ({ signal }) => getFavouriteStudios(signal) });

/** Only a signed-in customer has favourites; others never ask. */
export function useFavouriteStudios(signedIn: boolean) {
  return useQuery({ ...favouriteStudiosQueryOptions(), enabled: signedIn });
}
