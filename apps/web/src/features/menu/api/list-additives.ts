import { type AdditiveList, additiveListSchema } from '@studio/domain/menu-contract';
import { useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

export function listAdditives(signal?: AbortSignal): Promise<AdditiveList> {
  return api.get('/menu/additives', { schema: additiveListSchema, signal });
}

/** The 15 additives, named in the current language. */
export function useAdditives() {
  return useQuery({
    queryKey: menuKeys.legend('additives', currentLocale()),
    queryFn: ({ signal }) => listAdditives(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
