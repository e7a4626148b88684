import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ShopListItem } from '@studio/domain/shop-contract';
import { ToneChip } from '../../../../components/tone-chip.tsx';
import { formatViewerDate } from '../../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../../i18n/i18n.ts';
import { useTranslation } from '../../../../i18n/text-runtime.ts';
import { ShopStatusChip } from '../shop-status-chip.tsx';
import { type ShopAction, ShopRowActions } from './shop-row-actions.tsx';

function NameCell({ shop }: { shop: ShopListItem }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{shop.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {shop.address}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`shop.categories.${shop.category}`)}
      </Typography>
    </Box>
  );
}

function OwnerCell({ shop }: { shop: ShopListItem }) {
  const { t } = useTranslation();
  if (!shop.owner) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('shops.noOwner')}
      </Typography>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {shop.owner.name || shop.owner.email}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {shop.owner.email}
      </Typography>
    </Box>
  );
}

function StatusCell({ shop }: { shop: ShopListItem }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      <ShopStatusChip status={shop.status} />
      {shop.hasPendingChange ? (
        <ToneChip tone="info" label={t('shops.pendingChange')} data-testid="shop-pending-change" />
      ) : null}
      {shop.reviewRequestedAt ? <ToneChip tone="warning" label={t('shops.reviewRequested')} /> : null}
    </Stack>
  );
}

/** The shops overview: a table on wide screens, cards on phones. */
export function ShopsList({
  shops,
  onAction,
}: {
  shops: readonly ShopListItem[];
  onAction: (action: ShopAction, shop: ShopListItem) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });

  if (!wide) {
    return (
      <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }} data-testid="shops-list">
        {shops.map((shop) => (
          <Card
            component="li"
            key={shop.id}
            sx={{ p: 2 }}
            data-testid="shop-row"
            data-shop-id={shop.id}
            data-status={shop.status}
          >
            <NameCell shop={shop} />
            <Box sx={{ mt: 1.5 }}>
              <StatusCell shop={shop} />
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <OwnerCell shop={shop} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('common.labelValue', {
                label: t('shops.columns.created'),
                value: formatViewerDate(shop.createdAt, currentLocale()),
              })}
            </Typography>
            <Box sx={{ mt: 1.5 }}>
              <ShopRowActions shop={shop} onAction={onAction} />
            </Box>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table data-testid="shops-list" aria-label={t('screens.adminShops.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('shops.columns.shop')}</TableCell>
            <TableCell>{t('shops.columns.owner')}</TableCell>
            <TableCell>{t('shops.columns.status')}</TableCell>
            <TableCell>{t('shops.columns.created')}</TableCell>
            <TableCell align="right">{t('shops.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shops.map((shop) => (
            <TableRow
              key={shop.id}
              hover
              data-testid="shop-row"
              data-shop-id={shop.id}
              data-status={shop.status}
            >
              <TableCell sx={{ maxWidth: 320 }}>
                <NameCell shop={shop} />
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <OwnerCell shop={shop} />
              </TableCell>
              <TableCell>
                <StatusCell shop={shop} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatViewerDate(shop.createdAt, currentLocale())}
              </TableCell>
              <TableCell align="right" sx={{ minWidth: 260 }}>
                <ShopRowActions shop={shop} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
