import { type AllergenList, allergenListSchema } from '@studio/domain/menu-contract';
import { useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

export function listAllergens(signal?: AbortSignal): Promise<AllergenList> {
  return api.get('/menu/allergens', { schema: allergenListSchema, signal });
}

/** The 14 allergens a–n, named in the current language. */
export function useAllergens() {
  return useQuery({
    queryKey: menuKeys.legend('allergens', currentLocale()),
    queryFn: ({ signal }) => listAllergens(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
