import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GiftValues } from '@studio/domain/gift-contract';
import type { ReactNode } from 'react';
import { formatDay } from '../i18n/format-date-time.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/text-runtime.ts';

/**
 * A gift drawn as customers see it: image, kind, title, offer, description and validity. Shared by
 * the customers' gifts tab, the studio's list and the approvals' before/after.
 */
export function GiftFace({
  gift,
  footer,
  testId,
}: {
  gift: Partial<GiftValues>;
  footer?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const validity =
    gift.validFrom && gift.validTo
      ? t('giftFace.validBetween', {
          from: formatDay(gift.validFrom, locale),
          to: formatDay(gift.validTo, locale),
        })
      : gift.validTo
        ? t('giftFace.validUntil', { date: formatDay(gift.validTo, locale) })
        : gift.validFrom
          ? t('giftFace.validFrom', { date: formatDay(gift.validFrom, locale) })
          : null;
  return (
    <Box
      component="article"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
      }}
      data-testid={testId}
    >
      {gift.imageUrl ? (
        <Box
          component="img"
          src={gift.imageUrl}
          alt=""
          sx={{ width: '100%', height: 140, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Stack sx={{ height: 96, alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
          <RedeemIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
        </Stack>
      )}
      <Stack sx={{ p: 2, gap: 0.75, flex: 1 }}>
        {gift.type ? (
          <Chip
            size="small"
            color="secondary"
            variant="outlined"
            label={t(`giftFace.types.${gift.type}`)}
            sx={{ alignSelf: 'flex-start' }}
          />
        ) : null}
        <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word', lineHeight: 1.3 }}>
          {gift.title}
        </Typography>
        {gift.offerText ? (
          <Typography variant="subtitle1" color="primary" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {gift.offerText}
          </Typography>
        ) : null}
        {gift.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {gift.description}
          </Typography>
        ) : null}
        {validity ? (
          <Typography variant="caption" color="text.secondary">
            {validity}
          </Typography>
        ) : null}
        {footer ? <Box sx={{ mt: 'auto', pt: 1 }}>{footer}</Box> : null}
      </Stack>
    </Box>
  );
}
