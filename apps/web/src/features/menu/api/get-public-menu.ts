import { ErrorCode } from '@studio/domain/error-codes';
import { type PublicMenu, publicMenuSchema } from '@studio/domain/menu-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { menuKeys } from './menu-query-keys.ts';

export function getPublicMenu(shopId: string, signal?: AbortSignal): Promise<PublicMenu> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/menu`, {
    schema: publicMenuSchema,
    signal,
    expectedCodes: [ErrorCode.notFound],
  });
}

export const publicMenuQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: menuKeys.public(shopId), queryFn: ({ signal }) => getPublicMenu(shopId, signal) });

export function usePublicMenu(shopId: string) {
  return useQuery(publicMenuQueryOptions(shopId));
}
