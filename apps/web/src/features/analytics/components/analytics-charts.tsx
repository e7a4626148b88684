import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyticsSummary } from '@studio/domain/analytics-contract';
import type { ReactNode } from 'react';
import { formatDay } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const chartHeight = 280;

function ChartCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** Page views and visitors by day, bookings and orders by day, and the busiest shops. */
export function AnalyticsCharts({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useTranslation();
  const dates = summary.days.map((day) => day.date);
  const dayAxis = [
    {
      scaleType: 'band' as const,
      data: dates,
      valueFormatter: (date: string) => formatDay(date, currentLocale()),
    },
  ];
  const topShops = summary.shops.slice(0, 8);
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard title={t('analytics.charts.traffic')} testId="analytics-chart-traffic">
          <LineChart
            height={chartHeight}
            xAxis={[{ ...dayAxis[0], scaleType: 'point' }]}
            series={[
              {
                data: summary.days.map((day) => day.pageViews),
                label: t('analytics.totals.pageViews'),
                showMark: false,
              },
              {
                data: summary.days.map((day) => day.visitors),
                label: t('analytics.totals.visitors'),
                showMark: false,
              },
            ]}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard title={t('analytics.charts.activity')} testId="analytics-chart-activity">
          <BarChart
            height={chartHeight}
            xAxis={dayAxis}
            series={[
              { data: summary.days.map((day) => day.bookings), label: t('analytics.totals.bookings') },
              { data: summary.days.map((day) => day.orders), label: t('analytics.totals.orders') },
            ]}
          />
        </ChartCard>
      </Grid>
      {topShops.length > 0 ? (
        <Grid size={12}>
          <ChartCard title={t('analytics.charts.topShops')} testId="analytics-chart-top-shops">
            <BarChart
              height={Math.max(160, topShops.length * 40)}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: topShops.map((shop) => shop.name), width: 160 }]}
              series={[
                { data: topShops.map((shop) => shop.pageViews), label: t('analytics.totals.pageViews') },
              ]}
            />
          </ChartCard>
        </Grid>
      ) : null}
    </Grid>
  );
}
