import { linkSchema } from '@studio/domain/payments-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The provider's onboarding (`link`) or dashboard (`dashboard`) page for the studio's account. */
export function getPayoutLink(shopId: string, kind: 'link' | 'dashboard') {
  return api.post(`/shops/${encodeURIComponent(shopId)}/connect/${kind}`, undefined, { schema: linkSchema });
}

export function useOpenPayoutLink(shopId: string) {
  return useMutation({
    mutationFn: (kind: 'link' | 'dashboard') => getPayoutLink(shopId, kind),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
