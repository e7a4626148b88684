import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListPagination, listPageSizes } from '../../../components/list-pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { ShopFilterField } from '../../../shared/shops/components/shop-filter-field.tsx';
import { useAdminPriceList } from '../api/list-admin-price-list.ts';

/**
 * Every studio's treatments for the global admin's price list: searchable by treatment or studio,
 * narrowed to one studio, prices in each studio's own currency.
 */
export function StudioTreatmentsPriceList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [shopId, setShopId] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const filter = { search: debouncedSearch || undefined, shopId: shopId || undefined };
  const pages = useCursorPages(JSON.stringify(filter), listPageSizes[0] ?? 25);
  const treatments = useAdminPriceList(filter, pages.request);
  const items = treatments.data?.items ?? [];
  const locale = currentLocale();

  return (
    <Box
      component="section"
      aria-labelledby="price-list-treatments"
      data-tour="admin-price-list"
      sx={{ mb: 5 }}
    >
      <Typography variant="h5" component="h2" id="price-list-treatments" sx={{ mb: 2 }}>
        {t('adminPriceList.treatmentsTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <SearchField
            value={search}
            onChange={setSearch}
            label={t('adminPriceList.search')}
            testId="price-list-search"
          />
        </Box>
        <ShopFilterField
          label={t('adminPriceList.shop')}
          allLabel={t('adminPriceList.allShops')}
          value={shopId}
          onChange={setShopId}
        />
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>
        {treatments.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {treatments.isError ? <Alert severity="error">{t('errors.unexpected')}</Alert> : null}
      <Card>
        {treatments.isSuccess && items.length === 0 ? (
          <Typography
            color="text.secondary"
            sx={{ p: 4, textAlign: 'center' }}
            data-testid="price-list-empty"
          >
            {t('adminPriceList.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="price-list-treatments">
              <TableHead>
                <TableRow>
                  <TableCell>{t('adminPriceList.treatment')}</TableCell>
                  <TableCell>{t('adminPriceList.shop')}</TableCell>
                  <TableCell>{t('adminPriceList.category')}</TableCell>
                  <TableCell align="right">{t('adminPriceList.duration')}</TableCell>
                  <TableCell align="right">{t('adminPriceList.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id} data-testid="price-list-row" data-shop-id={item.shopId}>
                    <TableCell>
                      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <span data-testid="price-list-treatment">{item.name}</span>
                        {item.active ? null : (
                          <ToneChip tone="neutral" label={t('adminPriceList.inactive')} />
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell data-testid="price-list-shop">{item.shopName}</TableCell>
                    <TableCell>{item.category ?? '–'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDuration(t, item.durationMinutes)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="price-list-price">
                      {formatMoney(item.priceCents, locale, item.currency)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <ListPagination
          pages={pages}
          nextCursor={treatments.isPlaceholderData ? null : (treatments.data?.nextCursor ?? null)}
          rowsOnPage={items.length}
          total={treatments.data?.total ?? null}
          estimated={treatments.data?.totalIsEstimate ?? false}
        />
      </Card>
    </Box>
  );
}
