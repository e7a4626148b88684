import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { PayoutStatus } from '@studio/domain/payments-contract';
import { SectionCard } from '../../../components/section-card.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { usePayoutStatus } from '../api/get-payout-status.ts';
import { useInitiatePayouts } from '../api/initiate-payouts.ts';
import { useOpenPayoutLink } from '../api/open-payout-link.ts';

const tones: Record<PayoutStatus, 'neutral' | 'warning' | 'success' | 'error'> = {
  not_set_up: 'neutral',
  pending_verification: 'warning',
  enabled: 'success',
  disabled: 'error',
};

/** Payout setup: vouchers are sold and redeemed only once payouts are enabled. */
export function PayoutPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const status = usePayoutStatus(shopId);
  const initiate = useInitiatePayouts(shopId);
  const open = useOpenPayoutLink(shopId);
  const current = status.data?.status;
  return (
    <SectionCard
      title={t('vouchers.payouts.title')}
      description={t('vouchers.payouts.description')}
      actions={
        current ? (
          <ToneChip
            tone={tones[current]}
            label={t(`vouchers.payouts.status.${current}`)}
            data-testid="payout-status"
          />
        ) : null
      }
      testId="payout-panel"
    >
      {status.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : status.isError ? (
        <Alert severity="error">{t('vouchers.loadFailed')}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          {current === 'not_set_up' ? (
            <Button
              variant="contained"
              startIcon={<AccountBalanceIcon />}
              disabled={initiate.isPending || open.isPending}
              onClick={() => initiate.mutate(undefined, { onSuccess: () => open.mutate('link') })}
              data-testid="payout-set-up"
            >
              {t('vouchers.payouts.setUp')}
            </Button>
          ) : null}
          {current === 'pending_verification' || current === 'disabled' ? (
            <Button
              variant="contained"
              disabled={open.isPending}
              onClick={() => open.mutate('link')}
              data-testid="payout-verify"
            >
              {t('vouchers.payouts.verify')}
            </Button>
          ) : null}
          {current !== 'not_set_up' ? (
            <Button
              disabled={open.isPending}
              onClick={() => open.mutate('dashboard')}
              data-testid="payout-dashboard"
            >
              {t('vouchers.payouts.dashboard')}
            </Button>
          ) : null}
          <Button onClick={() => void status.refetch()}>{t('vouchers.payouts.refresh')}</Button>
        </Stack>
      )}
    </SectionCard>
  );
}
