import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ShopStatus } from '@studio/domain/shop';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSearchParams } from '../../../routing/build-router.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { PlanDialog } from './plan-dialog.tsx';

/**
 * The studio's plan on the dashboard. A studio waiting for payment is asked to choose and pay for a
 * plan; after a failed payment it sees the retry message. It goes live once the payment is confirmed.
 */
export function PlanStatusCard({ shopId, shopStatus }: { shopId: string; shopStatus: ShopStatus }) {
  const { t } = useTranslation();
  const subscription = useSubscription(shopId);
  const [params] = useSearchParams();
  // The "approved, now choose your plan" mail links here with ?choosePlan=1: the plans open at once.
  const [open, setOpen] = useState(() => params.get('choosePlan') === '1');
  const data = subscription.data;
  const waiting = shopStatus === 'pending_payment';
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
        {waiting ? <Alert severity="info">{t('plans.pendingPayment')}</Alert> : null}
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
