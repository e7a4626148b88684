import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

export function verifyTestAccount(accountId: string) {
  return api.post(`/payments/test/accounts/${encodeURIComponent(accountId)}/verify`, undefined, {
    schema: z.object({ status: z.literal('enabled') }),
  });
}

export function useVerifyTestAccount(accountId: string) {
  return useMutation({ mutationFn: () => verifyTestAccount(accountId) });
}
