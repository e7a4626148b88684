import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AnalyticsSummary } from '@studio/domain/analytics-contract';
import { formatMoney } from '../../../i18n/format-money.ts';
import { intlLocaleOf, toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** The figures of a range and of each shop, in the order the screen shows them. */
export const analyticsMeasures = [
  'pageViews',
  'visitors',
  'bookings',
  'orders',
  'stampsGiven',
  'vouchersSoldCents',
] as const;

/** One card per total of the range. */
export function AnalyticsTotals({ summary }: { summary: AnalyticsSummary }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const number = new Intl.NumberFormat(intlLocaleOf(locale));
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {analyticsMeasures.map((name) => (
        <Grid key={name} size={{ xs: 6, sm: 4, md: 2 }}>
          <Card sx={{ p: 2, height: '100%' }} data-testid={`analytics-total-${name}`}>
            <Typography variant="body2" color="text.secondary">
              {t(`analytics.totals.${name}`)}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 600 }}
              data-testid="analytics-total-value"
            >
              {name === 'vouchersSoldCents'
                ? formatMoney(summary[name], locale)
                : number.format(summary[name])}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
