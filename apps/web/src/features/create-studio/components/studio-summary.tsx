import Box from '@mui/material/Box';
import type { ShopCategory } from '@studio/domain/shop';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { timeZoneLabel } from '../../../shared/shops/time-zones.ts';

/** The new studio's details as entered, to look over before creating it. */
export function StudioSummary({
  values: summary,
}: {
  values: {
    name: string;
    address: string;
    category: ShopCategory | '';
    phone: string;
    email: string;
    timezone: string;
  };
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', typography: 'body2' },
        '& dd': {
          m: 0,
          mb: { xs: 1, sm: 0 },
          typography: 'body2',
          fontWeight: 600,
          wordBreak: 'break-word',
        },
      }}
      data-testid="create-studio-summary"
    >
      <dt>{t('studio.fields.name')}</dt>
      <dd>{summary.name}</dd>
      <dt>{t('studio.fields.address')}</dt>
      <dd>{summary.address}</dd>
      <dt>{t('studio.fields.category')}</dt>
      <dd>{summary.category ? t(`shop.categories.${summary.category}`) : ''}</dd>
      <dt>{t('studio.fields.phone')}</dt>
      <dd dir="ltr" style={{ textAlign: 'start' }}>
        {summary.phone}
      </dd>
      <dt>{t('studio.fields.email')}</dt>
      <dd>{summary.email}</dd>
      <dt>{t('studio.fields.timezone')}</dt>
      <dd>{timeZoneLabel(summary.timezone)}</dd>
    </Box>
  );
}
