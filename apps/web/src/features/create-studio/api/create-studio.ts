import { ErrorCode } from '@studio/domain/error-codes';
import {
  type CreateShopRequest,
  createShopRequestSchema,
  type ManagedShop,
  managedShopSchema,
} from '@studio/domain/shop-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { getMe } from '../../../shared/session/get-me.ts';

export { createShopRequestSchema };

/** Shown on the form: field problems, an unverified address (1102), a shop that already exists (9409). */
export const CREATE_SHOP_FORM_CODES = [
  ErrorCode.invalidInput,
  ErrorCode.emailNotVerified,
  ErrorCode.conflict,
] as const;

export function createShop(body: CreateShopRequest): Promise<ManagedShop> {
  return api.post('/shops', body, { schema: managedShopSchema, quietCodes: CREATE_SHOP_FORM_CODES });
}

/**
 * Creates the studio; its creator becomes its shop admin. The server reads the role from the
 * account on every request, so the stored user only needs refreshing (GET me). The caller stores
 * `me` and navigates in one go, so no guard sees the new route with the old role.
 */
export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateShopRequest) => {
      const shop = await createShop(body);
      const me = await getMe().catch(() => null);
      return { shop, me };
    },
    onSuccess: ({ shop }) => {
      queryClient.setQueryData(queryKeys.shopDetail(shop.id), shop);
    },
  });
}
