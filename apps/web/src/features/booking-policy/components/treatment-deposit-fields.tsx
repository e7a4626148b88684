import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useTreatments } from '../../../shared/treatments/api/list-treatments.ts';
import type { TreatmentDepositForm, TreatmentDepositKind } from '../policy-form.ts';

const studioDeposit: TreatmentDepositForm = { kind: 'studio', value: '' };

/** Per treatment: the studio's deposit, none (exempt), or its own share or amount. */
export function TreatmentDepositFields({
  shopId,
  currency,
  value,
  onChange,
}: {
  shopId: string;
  currency: string;
  value: Record<string, TreatmentDepositForm>;
  onChange: (next: Record<string, TreatmentDepositForm>) => void;
}) {
  const { t } = useTranslation();
  const treatments = useTreatments(shopId).data ?? [];
  if (treatments.length === 0) return null;
  const set = (id: string, deposit: TreatmentDepositForm) => onChange({ ...value, [id]: deposit });
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="policy-treatment-deposits">
      <Typography variant="subtitle1" component="h2">
        {t('bookingPolicy.perTreatment')}
      </Typography>
      {treatments.map((treatment) => {
        const deposit = value[treatment.id] ?? studioDeposit;
        return (
          <Stack key={treatment.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <TextField
              select
              label={treatment.name}
              value={deposit.kind}
              onChange={(event) =>
                set(treatment.id, { kind: event.target.value as TreatmentDepositKind, value: '' })
              }
              sx={{ flex: 2 }}
              slotProps={{ htmlInput: { 'data-testid': `policy-treatment-kind-${treatment.id}` } }}
            >
              <MenuItem value="studio">{t('bookingPolicy.treatmentStudio')}</MenuItem>
              <MenuItem value="none">{t('bookingPolicy.depositNone')}</MenuItem>
              <MenuItem value="percent">{t('bookingPolicy.depositPercent')}</MenuItem>
              <MenuItem value="fixed">{t('bookingPolicy.depositFixed')}</MenuItem>
            </TextField>
            {deposit.kind === 'percent' || deposit.kind === 'fixed' ? (
              <TextField
                label={
                  deposit.kind === 'percent'
                    ? t('bookingPolicy.percent')
                    : t('bookingPolicy.amount', { currency })
                }
                inputMode={deposit.kind === 'percent' ? 'numeric' : 'decimal'}
                value={deposit.value}
                onChange={(event) => set(treatment.id, { ...deposit, value: event.target.value })}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { 'data-testid': `policy-treatment-value-${treatment.id}` } }}
              />
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
