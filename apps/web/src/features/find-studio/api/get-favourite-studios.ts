import type { FavouriteStudio } from '@studio/domain/favourite-studios-contract';
import { shopCategories } from '@studio/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';

// valibot: the find page's code carries no zod (valibot-answer-schema.ts says why).
const favouriteStudiosSchema = valibotAnswerSchema(
  v.array(
    v.object({
      shopId: v.string(),
      name: v.string(),
      address: v.string(),
      category: v.picklist(shopCategories),
      logoUrl: v.nullable(v.string()),
      addedAt: v.string(),
    }),
  ),
);

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
