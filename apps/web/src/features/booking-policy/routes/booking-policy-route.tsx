import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BookingPolicy } from '@studio/domain/booking-policy-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupListSkeleton } from '../../../components/setup-list-skeleton.tsx';
import { SetupLoadError } from '../../../components/setup-load-error.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBookingPolicy } from '../../../shared/booking-policy/api/get-booking-policy.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useSaveBookingPolicy } from '../api/save-booking-policy.ts';
import { TreatmentDepositFields } from '../components/treatment-deposit-fields.tsx';
import { type DepositKind, type PolicyForm, policyFormOf, policyInputOf } from '../policy-form.ts';

/** /bookings/policy: the deposit, the free-cancellation window and the fees (owner). */
export function BookingPolicyRoute() {
  return <CurrentShopGate>{(shopId) => <BookingPolicyScreen shopId={shopId} />}</CurrentShopGate>;
}

function BookingPolicyScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const policy = useBookingPolicy(shopId);
  return (
    <>
      <PageHeader title={t('screens.bookingsPolicy.title')} description={t('bookingPolicy.intro')} />
      {policy.isPending ? (
        <SetupListSkeleton rows={4} height={64} />
      ) : policy.isError ? (
        <SetupLoadError message={t('bookingPolicy.loadFailed')} onRetry={() => void policy.refetch()} />
      ) : (
        <PolicyEditor key={JSON.stringify(policy.data)} shopId={shopId} saved={policy.data} />
      )}
    </>
  );
}

function PolicyEditor({ shopId, saved }: { shopId: string; saved: BookingPolicy }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PolicyForm>(() => policyFormOf(saved));
  const save = useSaveBookingPolicy(shopId);
  const input = policyInputOf(form);
  const set = (changes: Partial<PolicyForm>) => {
    setForm({ ...form, ...changes });
    save.reset();
  };
  const currency = saved.currencyCode;
  const payoutsMissing = isApiError(save.error) && save.error.errorCode === ErrorCode.payoutsNotSetUp;

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }} data-testid="booking-policy">
      <Stack sx={{ gap: 2.5, maxWidth: 480 }}>
        {save.isError ? (
          <Alert severity="error" data-testid="booking-policy-save-failed">
            {payoutsMissing ? t('bookingPolicy.payoutsMissing') : t('bookingPolicy.saveFailed')}
          </Alert>
        ) : null}
        <TextField
          select
          label={t('bookingPolicy.deposit')}
          value={form.depositKind}
          onChange={(event) => set({ depositKind: event.target.value as DepositKind })}
          slotProps={{ htmlInput: { 'data-testid': 'policy-deposit-kind' } }}
        >
          <MenuItem value="none">{t('bookingPolicy.depositNone')}</MenuItem>
          <MenuItem value="percent">{t('bookingPolicy.depositPercent')}</MenuItem>
          <MenuItem value="fixed">{t('bookingPolicy.depositFixed')}</MenuItem>
        </TextField>
        {form.depositKind === 'percent' ? (
          <TextField
            label={t('bookingPolicy.percent')}
            type="number"
            value={form.depositPercent}
            onChange={(event) => set({ depositPercent: event.target.value })}
            slotProps={{ htmlInput: { min: 1, max: 100, 'data-testid': 'policy-deposit-percent' } }}
          />
        ) : null}
        {form.depositKind === 'fixed' ? (
          <TextField
            label={t('bookingPolicy.amount', { currency })}
            inputMode="decimal"
            value={form.depositAmount}
            onChange={(event) => set({ depositAmount: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'policy-deposit-amount' } }}
          />
        ) : null}
        {form.depositKind === 'none' ? null : (
          <FormControlLabel
            control={
              <Checkbox
                checked={form.depositNewClientsOnly}
                onChange={(event) => set({ depositNewClientsOnly: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'policy-new-clients-only' } as object }}
              />
            }
            label={t('bookingPolicy.newClientsOnly')}
          />
        )}
        <TreatmentDepositFields
          shopId={shopId}
          currency={currency}
          value={form.treatmentDeposits}
          onChange={(treatmentDeposits) => set({ treatmentDeposits })}
        />
        <TextField
          label={t('bookingPolicy.freeCancellationHours')}
          helperText={t('bookingPolicy.freeCancellationHelp')}
          type="number"
          value={form.freeCancellationHours}
          onChange={(event) => set({ freeCancellationHours: event.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 720, 'data-testid': 'policy-free-hours' } }}
        />
        <TextField
          label={t('bookingPolicy.lateCancellationFee', { currency })}
          inputMode="decimal"
          value={form.lateCancellationFee}
          onChange={(event) => set({ lateCancellationFee: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'policy-late-fee' } }}
        />
        <TextField
          label={t('bookingPolicy.noShowFee', { currency })}
          helperText={t('bookingPolicy.feeHelp')}
          inputMode="decimal"
          value={form.noShowFee}
          onChange={(event) => set({ noShowFee: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'policy-no-show-fee' } }}
        />
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={!input || save.isPending}
          onClick={() =>
            input && save.mutate(input, { onSuccess: () => notify(t('bookingPolicy.saved'), 'success') })
          }
          sx={{ alignSelf: 'flex-start' }}
          data-testid="policy-save"
        >
          {t('bookingPolicy.save')}
        </Button>
      </Stack>
    </Card>
  );
}
