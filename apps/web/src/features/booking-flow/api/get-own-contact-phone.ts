import { type OwnContactPhone, ownContactPhoneSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** The number the signed-in customer last booked with, offered again with the messaging consent. */
export function getOwnContactPhone(signal?: AbortSignal): Promise<OwnContactPhone> {
  // Only a convenience: without it the customer types the number.
  return api.get('/me/contact-phone', { schema: ownContactPhoneSchema, signal, silent: true });
}

export const ownContactPhoneQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ownContactPhone(),
    queryFn: ({ signal }) => getOwnContactPhone(signal),
    retry: false,
    // Customer details stay out of the persisted cache.
    meta: { persist: false },
  });

export function useOwnContactPhone(enabled: boolean) {
  return useQuery({ ...ownContactPhoneQueryOptions(), enabled });
}
