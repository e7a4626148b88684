import { ErrorCode } from '@studio/domain/error-codes';
import { type CreateShopRequest, type ManagedShop, managedShopSchema } from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Shown on the form: field problems, an owner who cannot take the studio (404, 409). */
const formCodes = [ErrorCode.invalidInput, ErrorCode.notFound, ErrorCode.conflict] as const;

/** POST shops by a global admin: the named account (`ownerUid`) becomes the new studio's admin. */
export function createShopForOwner(body: CreateShopRequest & { ownerUid: string }): Promise<ManagedShop> {
  return api.post('/shops', body, { schema: managedShopSchema, quietCodes: formCodes });
}

export function useCreateShopForOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShopForOwner,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopLists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    },
  });
}
