import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ShopListItem } from '@studio/domain/shop-contract';
import type { ManagedUser } from '@studio/domain/users-contract';
import { useId, useState } from 'react';
import { useFullScreenDialog } from '../../../../components/use-full-screen-dialog.ts';
import { useTranslation } from '../../../../i18n/text-runtime.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { useUpdateUser } from '../../../../shared/users/api/update-user.ts';
import { useShopAdmins } from '../../api/get-shop-admins.ts';
import { AccountPicker } from './account-picker.tsx';

/**
 * Set shop admins: the shop's admins, and any account made its admin by picking it
 * (PUT users/{uid} {role: 'shopAdmin', shopId}). Removing one makes it an app user again.
 */
export function ShopAdminsDialog({ shop, onClose }: { shop: ShopListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const textId = useId();
  const admins = useShopAdmins(shop.id);
  const update = useUpdateUser();
  const [picked, setPicked] = useState<ManagedUser | null>(null);
  const adminIds = new Set((admins.data ?? []).map((admin) => admin.uid));

  function add() {
    if (!picked) return;
    update.mutate(
      { uid: picked.uid, body: { role: 'shopAdmin', shopId: shop.id } },
      {
        onSuccess: (user) => {
          notify(t('shops.adminsDialog.added', { name: user.name || user.email }), 'success');
          setPicked(null);
          void admins.refetch();
        },
      },
    );
  }

  function remove(uid: string, name: string) {
    update.mutate(
      { uid, body: { role: 'appUser', shopId: null } },
      {
        onSuccess: () => {
          notify(t('shops.adminsDialog.removed', { name }), 'success');
          void admins.refetch();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="shop-admins-dialog"
    >
      <DialogTitle id={titleId}>{t('shops.adminsDialog.title', { name: shop.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('shops.adminsDialog.text')}
        </DialogContentText>
        {update.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {isApiError(update.error) ? update.error.message : t('errors.unexpected')}
          </Alert>
        ) : null}
        <Typography variant="subtitle2" component="h3">
          {t('shops.adminsDialog.current')}
        </Typography>
        {admins.data ? (
          admins.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 1.5 }}>
              {t('shops.adminsDialog.none')}
            </Typography>
          ) : (
            <List dense data-testid="shop-admins-list">
              {admins.data.map((admin) => {
                const name = admin.name || admin.email;
                return (
                  <ListItem
                    key={admin.uid}
                    disableGutters
                    secondaryAction={
                      <Tooltip title={t('shops.adminsDialog.remove')}>
                        <IconButton
                          edge="end"
                          onClick={() => remove(admin.uid, name)}
                          disabled={update.isPending}
                          aria-label={t('shops.adminsDialog.removeFor', { name })}
                        >
                          <PersonRemoveIcon />
                        </IconButton>
                      </Tooltip>
                    }
                  >
                    <ListItemText
                      primary={name}
                      secondary={
                        admin.disabled ? `${admin.email} · ${t('shops.adminsDialog.disabled')}` : admin.email
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
          )
        ) : (
          <Skeleton height={48} />
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1.5 }}>
          {t('shops.adminsDialog.add')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
          <AccountPicker
            value={picked}
            onChange={setPicked}
            label={t('shops.adminsDialog.search')}
            testId="shop-admins-search"
            excluded={adminIds}
          />
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={add}
            disabled={!picked}
            loading={update.isPending}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
            data-testid="shop-admins-add"
          >
            {t('shops.adminsDialog.addAction')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
