import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { voucherKeys } from './voucher-query-keys.ts';

const claimedSchema = z.object({ id: z.string(), shopId: z.string() });

export function claimVoucher(code: string) {
  return api.post('/vouchers/claim', { code }, { schema: claimedSchema });
}

export function useClaimVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimVoucher,
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.held() }),
  });
}
