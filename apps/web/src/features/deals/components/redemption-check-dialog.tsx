import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { shortCodeLength } from '@studio/domain/short-code';
import { useId, useState } from 'react';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useRedemptionCode } from '../api/check-redemption-code.ts';

/** Staff type the code a customer shows and see which deal was redeemed, by whom and when. */
export function RedemptionCheckDialog({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  const studioZone = useStudioZone(shopId);
  const { t } = useTranslation();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const code = typed.trim().toUpperCase();
  const complete = code.length === shortCodeLength;
  const found = useRedemptionCode(shopId, complete ? code : '');
  const match = found.data?.[0];
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="redemption-check-dialog"
    >
      <DialogTitle id={titleId}>{t('dealAdmin.check.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('dealAdmin.check.code')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
            slotProps={{
              htmlInput: {
                'data-testid': 'redemption-check-code',
                maxLength: shortCodeLength,
                style: { fontFamily: 'monospace', letterSpacing: 4, textTransform: 'uppercase' },
              },
            }}
          />
          {!complete ? null : found.isPending ? null : match ? (
            <Alert severity="success" data-testid="redemption-check-found">
              <Typography sx={{ fontWeight: 600 }}>{match.dealTitle}</Typography>
              <Box component="span" sx={{ display: 'block' }}>
                {t('dealAdmin.check.by', { name: match.account.name || match.account.email })}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {t('dealAdmin.check.at', {
                  at: formatStudioDateTime(match.redeemedAt, studioZone, currentLocale()),
                })}
              </Box>
            </Alert>
          ) : (
            <Alert severity="warning" data-testid="redemption-check-none">
              {t('dealAdmin.check.none')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('deals.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
