import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { moduleFlagNames } from '@studio/domain/shop';
import type { ShopListItem } from '@studio/domain/shop-contract';
import { useId } from 'react';
import { useFullScreenDialog } from '../../../../components/use-full-screen-dialog.ts';
import { useTranslation } from '../../../../i18n/text-runtime.ts';
import { useShopFlags } from '../../../../shared/shops/api/get-shop-flags.ts';
import { useUpdateShopFlags } from '../../api/update-shop-flags.ts';

/** The nine module flags of a shop; each switch applies at once. */
export function ShopFlagsDialog({ shop, onClose }: { shop: ShopListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const textId = useId();
  const flags = useShopFlags(shop.id);
  const update = useUpdateShopFlags(shop.id);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="shop-flags-dialog"
    >
      <DialogTitle id={titleId}>{t('shops.flagsDialog.title', { name: shop.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('shops.flagsDialog.text')}
        </DialogContentText>
        {update.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('errors.unexpected')}
          </Alert>
        ) : null}
        {flags.data ? (
          <FormGroup>
            {moduleFlagNames.map((name) => (
              <FormControlLabel
                key={name}
                control={
                  <Switch
                    checked={flags.data[name]}
                    disabled={update.isPending}
                    onChange={(event) => update.mutate({ [name]: event.target.checked })}
                    slotProps={{ input: { ...{ 'data-testid': `shop-flag-${name}` } } }}
                  />
                }
                label={t(`shops.flags.${name}`)}
              />
            ))}
          </FormGroup>
        ) : flags.isError ? (
          <Alert severity="error">{t('errors.unexpected')}</Alert>
        ) : (
          moduleFlagNames.map((name) => <Skeleton key={name} height={38} />)
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose} data-testid="shop-flags-close">
          {t('common.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
