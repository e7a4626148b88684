import WhatshotIcon from '@mui/icons-material/WhatshotOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DealType } from '@studio/domain/deal-rules';
import type { ReactNode } from 'react';
import { formatDay } from '../i18n/format-date-time.ts';
import { formatMoney } from '../i18n/format-money.ts';
import { toLocale } from '../i18n/language.ts';
import { useTranslation } from '../i18n/text-runtime.ts';
import { ToneChip } from './tone-chip.tsx';

export interface DealCardValues {
  title: string;
  offerText: string;
  description?: string;
  validFrom: string;
  validTo: string;
  hot: boolean;
  multiUse: boolean;
  type: DealType;
  imageUrl: string | null;
  requiresPurchase: boolean;
  priceCents: number | null;
  percent: number | null;
}

/**
 * A deal drawn the way customers see it: image, "hot" badge, title, offer and validity. Shared by
 * the customer's deals tab, the admins' lists and previews, and the approvals' before/after.
 */
export function DealCard({
  deal,
  currency,
  actions,
  testId,
}: {
  deal: DealCardValues;
  currency?: string;
  actions?: ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <Box
      sx={{
        border: 1,
        borderColor: deal.hot ? 'warning.main' : 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
      }}
      data-testid={testId}
      data-hot={deal.hot}
    >
      {deal.imageUrl ? (
        <Box
          component="img"
          src={deal.imageUrl}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 7', objectFit: 'cover' }}
        />
      ) : null}
      <Stack sx={{ p: 2, gap: 0.75, flex: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {deal.hot ? <ToneChip tone="warning" icon={<WhatshotIcon />} label={t('dealCard.hot')} /> : null}
          <ToneChip tone="neutral" label={t(`dealCard.types.${deal.type}`, { percent: deal.percent ?? 0 })} />
          {deal.multiUse ? <ToneChip tone="info" label={t('dealCard.multiUse')} /> : null}
        </Stack>
        <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word', lineHeight: 1.3 }}>
          {deal.title}
        </Typography>
        <Typography sx={{ fontWeight: 600, color: 'primary.main', wordBreak: 'break-word' }}>
          {deal.offerText}
        </Typography>
        {deal.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}
          >
            {deal.description}
          </Typography>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption" color="text.secondary">
          {t('dealCard.validity', {
            from: formatDay(deal.validFrom, locale),
            to: formatDay(deal.validTo, locale),
          })}
        </Typography>
        {deal.requiresPurchase && deal.priceCents !== null ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('dealCard.price', { price: formatMoney(deal.priceCents, locale, currency) })}
          </Typography>
        ) : null}
        {actions ? <Box sx={{ pt: 1 }}>{actions}</Box> : null}
      </Stack>
    </Box>
  );
}
