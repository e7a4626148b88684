import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

const dealShopChoiceSchema = z.array(z.object({ id: z.string(), name: z.string(), status: z.string() }));
export type DealShopChoice = z.infer<typeof dealShopChoiceSchema>[number];

/** The shops a global admin can give a deal to (GET shops/all/true, only what the picker shows). */
export async function listDealShops(signal?: AbortSignal): Promise<DealShopChoice[]> {
  const page = await api.list('/shops/all/true?limit=500', { schema: dealShopChoiceSchema, signal });
  return page.items;
}

export const dealShopsQueryOptions = () =>
  queryOptions({ queryKey: dealKeys.shops(), queryFn: ({ signal }) => listDealShops(signal) });

export function useDealShops() {
  return useQuery(dealShopsQueryOptions());
}
