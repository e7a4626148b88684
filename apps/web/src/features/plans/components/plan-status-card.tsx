import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ShopStatus } from '@studio/domain/shop';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSearchParams } from '../../../routing/build-router.ts';
import { subscriptionQueryOptions } from '../api/get-subscription.ts';
import { PlanDialog } from './plan-dialog.tsx';

/** How often the card asks whether a payment just made was confirmed. */
const CONFIRMING_POLL_MS = 2000;

/**
 * The studio's plan on the dashboard. A studio waiting for payment is asked to choose and pay for a
 * plan; after a failed payment it sees the retry message. It goes live once the payment is confirmed.
 */
export function PlanStatusCard({ shopId, shopStatus }: { shopId: string; shopStatus: ShopStatus }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Back from the provider's checkout with ?plan=…&payment=…: the plan turns active once the
  // provider reports the payment, which may take a moment; until then the card asks again.
  const paidPlan = params.get('payment') ? params.get('plan') : null;
  const subscription = useQuery({
    ...subscriptionQueryOptions(shopId),
    refetchInterval: (query) => {
      const current = query.state.data;
      const confirmed = current?.plan === paidPlan && current?.status === 'active';
      return paidPlan && !confirmed ? CONFIRMING_POLL_MS : false;
    },
  });
  // The "approved, now choose your plan" mail links here with ?choosePlan=1: the plans open at once.
  const [open, setOpen] = useState(() => params.get('choosePlan') === '1');
  const data = subscription.data;
  const waiting = shopStatus === 'pending_payment';
  const paid = paidPlan !== null && data?.plan === paidPlan && data.status === 'active';
  const confirming = paidPlan !== null && !paid && !data?.lastPaymentFailed;
  return (
    <SectionCard
      title={t('plans.cardTitle')}
      description={
        data?.plan && data.status === 'active'
          ? t('plans.active', { plan: t(`plans.names.${data.plan}`) })
          : t('plans.noneYet')
      }
      actions={
        <Button
          variant={waiting ? 'contained' : 'outlined'}
          onClick={() => setOpen(true)}
          data-testid="plan-open"
        >
          {t(data?.plan && data.status === 'active' ? 'plans.change' : 'plans.chooseAndPay')}
        </Button>
      }
      testId="plan-card"
    >
      <Stack sx={{ gap: 1.5 }}>
        {paid && data?.plan ? (
          <Alert severity="success" data-testid="plan-payment-success">
            {t('plans.paymentSucceeded', { plan: t(`plans.names.${data.plan}`) })}
          </Alert>
        ) : null}
        {confirming ? (
          <Alert severity="info" data-testid="plan-payment-confirming">
            {t('plans.paymentConfirming')}
          </Alert>
        ) : null}
        {params.get('cancelled') ? (
          <Alert severity="warning" data-testid="plan-payment-cancelled">
            {t('plans.paymentCancelled')}
          </Alert>
        ) : null}
        {waiting && !paid && !confirming ? <Alert severity="info">{t('plans.pendingPayment')}</Alert> : null}
        {waiting && data?.lastPaymentFailed ? (
          <Alert severity="error" data-testid="plan-payment-failed">
            {t('plans.paymentFailed')}
          </Alert>
        ) : null}
      </Stack>
      {open ? (
        <PlanDialog shopId={shopId} current={data?.plan ?? null} onClose={() => setOpen(false)} />
      ) : null}
    </SectionCard>
  );
}
