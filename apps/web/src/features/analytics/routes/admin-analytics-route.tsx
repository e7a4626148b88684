import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { analyticsTimeZone, maxAnalyticsRangeDays } from '@studio/domain/analytics-contract';
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ShopFilterField } from '../../../shared/shops/components/shop-filter-field.tsx';
import { useAnalyticsSummary } from '../api/get-analytics-summary.ts';
import { AnalyticsCharts } from '../components/analytics-charts.tsx';
import { analyticsCsv, downloadCsv } from '../components/analytics-csv.ts';
import { AnalyticsShopsTable, AnalyticsTopPages } from '../components/analytics-tables.tsx';
import { AnalyticsTotals } from '../components/analytics-totals.tsx';

const presets = [7, 30, 90, 365] as const;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** What is wrong with a range, if anything: the API's rules, checked before asking. */
function rangeProblem(from: string, to: string): 'missing' | 'reversed' | 'tooLong' | null {
  if (!from || !to) return 'missing';
  if (from > to) return 'reversed';
  if (dayNumber(to) - dayNumber(from) >= maxAnalyticsRangeDays) return 'tooLong';
  return null;
}

/** /analytics: the platform's page views, visitors, bookings and orders for a range, per day and shop. */
export function AdminAnalyticsRoute() {
  const { t } = useTranslation();
  const today = todayIn(analyticsTimeZone);
  const [range, setRange] = useState({ from: addDays(today, -29), to: today });
  const [shopId, setShopId] = useState('');
  const problem = rangeProblem(range.from, range.to);
  const query = { ...range, ...(shopId ? { shopId } : {}) };
  const summary = useAnalyticsSummary(query, problem === null);
  const preset = presets.find((days) => range.to === today && range.from === addDays(today, 1 - days));

  return (
    <>
      <PageHeader
        title={t('screens.adminAnalytics.title')}
        description={t('screens.adminAnalytics.description')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!summary.data}
            onClick={() => {
              if (!summary.data) return;
              const suffix = shopId ? `-${shopId.slice(0, 8)}` : '';
              downloadCsv(
                `analytics-${summary.data.from}-${summary.data.to}${suffix}.csv`,
                analyticsCsv(summary.data),
              );
            }}
          >
            {t('analytics.exportCsv')}
          </Button>
        }
      />
      <Card sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={preset ?? null}
            aria-label={t('analytics.range.presets')}
            onChange={(_event, days: number | null) => {
              if (days) setRange({ from: addDays(today, 1 - days), to: today });
            }}
          >
            {presets.map((days) => (
              <ToggleButton key={days} value={days}>
                {t('analytics.range.lastDays', { count: days })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            type="date"
            size="small"
            label={t('analytics.range.from')}
            value={range.from}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-from' } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('analytics.range.to')}
            value={range.to}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            error={problem !== null && problem !== 'missing'}
            helperText={
              problem && problem !== 'missing'
                ? t(`analytics.range.${problem}`, { count: maxAnalyticsRangeDays })
                : undefined
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-to' } }}
          />
          <ShopFilterField
            label={t('analytics.shopFilter')}
            allLabel={t('analytics.allShops')}
            value={shopId}
            onChange={setShopId}
          />
        </Stack>
      </Card>
      <Box sx={{ height: 4, mb: 1 }}>
        {summary.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {summary.isError ? <Alert severity="error">{t('errors.unexpected')}</Alert> : null}
      {summary.data ? (
        <Box data-testid="analytics-summary" data-from={summary.data.from} data-to={summary.data.to}>
          <AnalyticsTotals summary={summary.data} />
          <AnalyticsCharts summary={summary.data} />
          <AnalyticsShopsTable summary={summary.data} />
          <AnalyticsTopPages summary={summary.data} />
        </Box>
      ) : null}
    </>
  );
}
