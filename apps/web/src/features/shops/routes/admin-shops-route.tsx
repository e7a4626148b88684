import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ShopStatus, shopStatuses } from '@studio/domain/shop';
import type { ShopListItem } from '@studio/domain/shop-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListPagination, listPageSizes } from '../../../components/list-pagination.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useShopList } from '../../../shared/shops/api/list-shops.ts';
import { useDeleteShop } from '../api/delete-shop.ts';
import { CreateStudioForOwnerDialog } from '../components/admin/create-studio-for-owner-dialog.tsx';
import { ShopAdminsDialog } from '../components/admin/shop-admins-dialog.tsx';
import { ShopFlagsDialog } from '../components/admin/shop-flags-dialog.tsx';
import type { ShopAction } from '../components/admin/shop-row-actions.tsx';
import { ShopStatusDialog } from '../components/admin/shop-status-dialog.tsx';
import { ShopsList } from '../components/admin/shops-list.tsx';

/** /shops: every studio, newest first and paged by cursor, with status, flags, admins. */
export function AdminShopsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ShopStatus | 'all'>('all');
  const [open, setOpen] = useState<{ action: ShopAction; shop: ShopListItem } | null>(null);
  const [creating, setCreating] = useState(false);
  const debouncedSearch = useDebouncedValue(search);
  const filter = { search: debouncedSearch.trim(), status: status === 'all' ? null : status };
  const pages = useCursorPages(JSON.stringify(filter), listPageSizes[0] ?? 25);
  const shops = useShopList(filter, pages.request);
  const remove = useDeleteShop();
  const items = shops.data?.items ?? [];
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title={t('screens.adminShops.title')}
        description={t('screens.adminShops.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddBusinessIcon />}
            onClick={() => setCreating(true)}
            data-testid="shops-create"
          >
            {t('shops.create')}
          </Button>
        }
      />
      <Card sx={{ p: { xs: 2, md: 3 } }} data-tour="admin-shops">
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
          <Box sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}>
            <SearchField
              value={search}
              onChange={setSearch}
              label={t('shops.search')}
              testId="shops-search"
            />
          </Box>
          <TextField
            select
            size="small"
            label={t('shops.filterStatus')}
            value={status}
            onChange={(event) => setStatus(event.target.value as ShopStatus | 'all')}
            sx={{ minWidth: 200 }}
            data-tour="admin-shop-setup"
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'shops-status-filter' } as object } }}
          >
            <MenuItem value="all">{t('shops.allStatuses')}</MenuItem>
            {shopStatuses.map((value) => (
              <MenuItem key={value} value={value} data-testid={`shops-status-filter-${value}`}>
                {t(`shop.status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box sx={{ height: 4, mb: 1 }}>
          {shops.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
        </Box>
        {shops.isError ? <Alert severity="error">{t('errors.unexpected')}</Alert> : null}
        {shops.isSuccess && items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="shops-empty">
            {t('shops.empty')}
          </Typography>
        ) : (
          <ShopsList shops={items} onAction={(action, shop) => setOpen({ action, shop })} />
        )}
        <ListPagination
          pages={pages}
          nextCursor={shops.isPlaceholderData ? null : (shops.data?.nextCursor ?? null)}
          rowsOnPage={items.length}
          total={shops.data?.total ?? null}
          estimated={shops.data?.totalIsEstimate ?? false}
        />
      </Card>

      {creating ? <CreateStudioForOwnerDialog onClose={() => setCreating(false)} /> : null}
      {open?.action === 'status' ? (
        <ShopStatusDialog key={open.shop.id} shop={open.shop} onClose={close} />
      ) : null}
      {open?.action === 'flags' ? (
        <ShopFlagsDialog key={open.shop.id} shop={open.shop} onClose={close} />
      ) : null}
      {open?.action === 'admins' ? (
        <ShopAdminsDialog key={open.shop.id} shop={open.shop} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={open?.action === 'delete'}
        title={t('shops.deleteDialog.title')}
        text={t('shops.deleteDialog.text', { name: open?.shop.name ?? '' })}
        confirmLabel={t('shops.deleteDialog.confirm')}
        destructive
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (!open) return;
          const { shop } = open;
          remove.mutate(shop.id, {
            onSuccess: () => {
              notify(t('shops.deleted', { name: shop.name }), 'success');
              close();
            },
          });
        }}
        testId="shop-delete-confirm"
      />
    </>
  );
}
