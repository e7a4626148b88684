import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopStatus } from '@studio/domain/shop';
import type { ShopListItem } from '@studio/domain/shop-contract';
import { shopStatusTransitions } from '@studio/domain/shop-status';
import { useId, useState } from 'react';
import { ApiErrorAlert } from '../../../../components/api-error-alert.tsx';
import { useFullScreenDialog } from '../../../../components/use-full-screen-dialog.ts';
import { useTranslation } from '../../../../i18n/text-runtime.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { useChangeShopStatus } from '../../api/change-shop-status.ts';
import { ShopStatusChip } from '../shop-status-chip.tsx';

/**
 * What the dialog proposes: a studio under review is approved into waiting for payment (it goes
 * live once its plan is paid), never straight to live; a studio taken offline is brought back.
 */
function defaultTarget(current: ShopStatus): ShopStatus | '' {
  const options = shopStatusTransitions[current];
  if (current === 'pending') return 'pending_payment';
  return options.includes('active') ? 'active' : (options[0] ?? '');
}

/**
 * The shop status modal: the current status and the statuses the table of transitions
 * allows from it, each explained. A refusal shows the server's message and what it names as missing.
 */
export function ShopStatusDialog({ shop, onClose }: { shop: ShopListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const labelId = useId();
  const options = shopStatusTransitions[shop.status];
  const [target, setTarget] = useState<ShopStatus | ''>(defaultTarget(shop.status));
  const change = useChangeShopStatus();
  const failure = change.error;

  function save() {
    if (!target) return;
    change.mutate(
      { shopId: shop.id, status: target },
      {
        onSuccess: (updated) => {
          notify(
            t('shops.statusChanged', { name: updated.name, status: t(`shop.status.${updated.status}`) }),
            'success',
          );
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="shop-status-dialog"
    >
      <DialogTitle id={titleId}>{t('shops.statusDialog.title', { name: shop.name })}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography color="text.secondary">{t('shops.statusDialog.current')}</Typography>
          <ShopStatusChip status={shop.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t(`shops.statusHelp.${shop.status}`)}
        </Typography>
        {failure ? <ApiErrorAlert error={failure} testId="shop-status-error" sx={{ mb: 2 }} /> : null}
        <FormControl>
          <FormLabel id={labelId} sx={{ mb: 1 }}>
            {t('shops.statusDialog.target')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={target}
            onChange={(event) => setTarget(event.target.value as ShopStatus)}
          >
            {options.map((status) => (
              <FormControlLabel
                key={status}
                value={status}
                sx={{ alignItems: 'flex-start', mb: 1.5 }}
                control={
                  <Radio
                    sx={{ mt: -0.75 }}
                    slotProps={{ input: { ...{ 'data-testid': `shop-status-option-${status}` } } }}
                  />
                }
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{t(`shop.status.${status}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`shops.statusHelp.${status}`)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        {target === 'active' && (shop.status === 'pending' || shop.status === 'pending_payment') ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('shops.statusDialog.ownerMailed')}
          </Alert>
        ) : null}
        {target === 'active' && shop.hasPendingChange ? (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="shop-status-pending-change">
            {t('shops.statusDialog.pendingChange')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={change.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!target}
          loading={change.isPending}
          data-testid="shop-status-save"
        >
          {t('shops.statusDialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
