import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useSaveReservationSettings } from '../api/save-reservation-settings.ts';

export interface SettingsValues {
  enabled: boolean;
  disabledFrom: string | null;
  disabledUntil: string | null;
}

/** Take reservations or not; pause them for a date range, or from a date on (no end date). */
export function ReservationSettingsForm({ shopId, settings }: { shopId: string; settings: SettingsValues }) {
  const { t } = useTranslation();
  const save = useSaveReservationSettings(shopId);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [from, setFrom] = useState(settings.disabledFrom ?? '');
  const [until, setUntil] = useState(settings.disabledUntil ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { enabled, disabledFrom: from || null, disabledUntil: from && until ? until : null },
      { onSuccess: () => notify(t('reservations.settings.saved')) },
    );
  }

  return (
    <Stack component="form" onSubmit={submit} sx={{ gap: 2 }} data-testid="reservation-settings">
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': undefined } }}
            data-testid="reservation-enabled"
          />
        }
        label={t('reservations.settings.enabled')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          type="date"
          label={t('reservations.settings.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'reservation-disabled-from' },
          }}
        />
        <TextField
          type="date"
          label={t('reservations.settings.until')}
          helperText={t('reservations.settings.untilHint')}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'reservation-disabled-until' },
          }}
        />
      </Stack>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          data-testid="reservation-settings-save"
        >
          {t('reservations.settings.save')}
        </Button>
        {from ? (
          <Button
            onClick={() => {
              setFrom('');
              setUntil('');
            }}
          >
            {t('reservations.settings.clear')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
