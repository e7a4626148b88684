import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import ToggleOnIcon from '@mui/icons-material/ToggleOnOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ShopListItem } from '@studio/domain/shop-contract';
import { useTranslation } from '../../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../../routing/build-router.ts';

export type ShopAction = 'status' | 'flags' | 'admins' | 'delete';

export function ShopRowActions({
  shop,
  onAction,
}: {
  shop: ShopListItem;
  onAction: (action: ShopAction, shop: ShopListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      sx={{
        gap: 0.5,
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: { xs: 'wrap', lg: 'nowrap' },
      }}
    >
      <Button
        size="small"
        variant="outlined"
        startIcon={<SwapHorizIcon />}
        onClick={() => onAction('status', shop)}
        aria-label={t('shops.actions.statusFor', { name: shop.name })}
        data-testid="shop-action-status"
      >
        {t('shops.actions.status')}
      </Button>
      <Tooltip title={t('shops.actions.flags')}>
        <IconButton
          onClick={() => onAction('flags', shop)}
          aria-label={t('shops.actions.flagsFor', { name: shop.name })}
          data-testid="shop-action-flags"
        >
          <ToggleOnIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('shops.actions.admins')}>
        <IconButton
          onClick={() => onAction('admins', shop)}
          aria-label={t('shops.actions.adminsFor', { name: shop.name })}
          data-testid="shop-action-admins"
        >
          <ManageAccountsIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('shops.actions.open')}>
        <IconButton
          component={RouterLink}
          to={`/partner/${shop.id}`}
          target="_blank"
          rel="noopener"
          aria-label={t('shops.actions.openFor', { name: shop.name })}
          data-testid="shop-action-open"
        >
          <OpenInNewIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('shops.actions.delete')}>
        <IconButton
          onClick={() => onAction('delete', shop)}
          aria-label={t('shops.actions.deleteFor', { name: shop.name })}
          color="error"
          data-testid="shop-action-delete"
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
