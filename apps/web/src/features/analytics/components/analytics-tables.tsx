import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnalyticsSummary } from '@studio/domain/analytics-contract';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../i18n/format-money.ts';
import { intlLocaleOf, toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { analyticsMeasures as shopColumns } from './analytics-totals.tsx';

/** A card with a heading, and either its table or a line saying there is nothing to show. */
function TableCard({
  title,
  note,
  empty,
  children,
}: {
  title: string;
  /** A line under the title, if any. */
  note?: string | undefined;
  /** The text shown instead of the table, or null when there are rows. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: note ? 0 : 1 }}>
        {title}
      </Typography>
      {note ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ px: 2, pb: 1 }}
          data-testid="analytics-shops-note"
        >
          {note}
        </Typography>
      ) : null}
      {empty === null ? (
        <TableContainer>{children}</TableContainer>
      ) : (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {empty}
        </Typography>
      )}
    </Card>
  );
}

/** The busiest shops of the range, busiest first; how many had activity when not all are listed. */
export function AnalyticsShopsTable({ summary }: { summary: AnalyticsSummary }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const number = new Intl.NumberFormat(intlLocaleOf(locale));
  return (
    <TableCard
      title={t('analytics.shops.title')}
      note={
        summary.shopCount > summary.shops.length
          ? t('analytics.shops.busiest', {
              shown: number.format(summary.shops.length),
              total: number.format(summary.shopCount),
            })
          : undefined
      }
      empty={summary.shops.length === 0 ? t('analytics.shops.empty') : null}
    >
      <Table size="small" data-testid="analytics-shops">
        <TableHead>
          <TableRow>
            <TableCell>{t('analytics.shops.shop')}</TableCell>
            {shopColumns.map((column) => (
              <TableCell key={column} align="right">
                {t(`analytics.totals.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.shops.map((shop) => (
            <TableRow key={shop.shopId} data-testid="analytics-shop-row" data-shop-id={shop.shopId}>
              <TableCell component="th" scope="row">
                {shop.name}
              </TableCell>
              {shopColumns.map((column) => (
                <TableCell key={column} align="right" data-column={column}>
                  {column === 'vouchersSoldCents'
                    ? formatMoney(shop[column], locale)
                    : number.format(shop[column])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}

/** The most viewed paths of the range; a studio's pages by the studio's name, the path beneath. */
export function AnalyticsTopPages({ summary }: { summary: AnalyticsSummary }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(intlLocaleOf(toLocale(i18n.language)));
  return (
    <TableCard
      title={t('analytics.pages.title')}
      empty={summary.topPages.length === 0 ? t('analytics.pages.empty') : null}
    >
      <Table size="small" data-testid="analytics-top-pages">
        <TableHead>
          <TableRow>
            <TableCell>{t('analytics.pages.path')}</TableCell>
            <TableCell align="right">{t('analytics.totals.pageViews')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.topPages.map((page) => (
            <TableRow key={page.path}>
              <TableCell>
                {page.shopName === null ? null : (
                  <Typography variant="body2" dir="auto" data-testid="analytics-page-studio">
                    {page.shopName}
                  </Typography>
                )}
                <Typography
                  variant={page.shopName === null ? 'body2' : 'caption'}
                  color={page.shopName === null ? 'text.primary' : 'text.secondary'}
                  sx={{ display: 'block', wordBreak: 'break-all', direction: 'ltr' }}
                >
                  {page.path}
                </Typography>
              </TableCell>
              <TableCell align="right">{number.format(page.pageViews)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}
