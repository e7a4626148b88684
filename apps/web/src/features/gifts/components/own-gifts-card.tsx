import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useStudioZonesOf } from '../../../shared/shops/use-studio-zone.ts';
import { useOwnGifts } from '../api/list-own-gifts.ts';

/** /account: the gifts the customer holds at every studio, each linking to the studio's gifts tab. */
export function OwnGiftsCard() {
  const { t } = useTranslation();
  const gifts = useOwnGifts();
  const studioZones = useStudioZonesOf((gifts.data ?? []).map((gift) => gift.shopId));
  if (!gifts.data || gifts.data.length === 0) return null;
  return (
    <Card
      sx={{ p: { xs: 2.5, sm: 3 } }}
      component="section"
      aria-labelledby="own-gifts-title"
      data-testid="own-gifts"
    >
      <Typography id="own-gifts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('gifts.account.title')}
      </Typography>
      <Stack component="ul" sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
        {gifts.data.map((gift) => (
          <Stack
            component="li"
            key={gift.claim.id}
            sx={{ gap: 0.5, borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
            data-testid="own-gift"
            data-status={gift.claim.status}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>{gift.title}</Typography>
              <ToneChip
                tone={gift.claim.status === 'claimed' ? 'info' : 'neutral'}
                label={t(`gifts.account.status.${gift.claim.status}`)}
              />
            </Stack>
            <Typography variant="body2">{gift.offerText}</Typography>
            <Typography variant="body2" color="text.secondary">
              <Link
                component={RouterLink}
                to={`/partner/${encodeURIComponent(gift.shopId)}/app?tab=gifts`}
                underline="always"
              >
                {gift.shopName}
              </Link>
              {' · '}
              {t('gifts.account.claimedOn', {
                date: formatStudioDate(gift.claim.claimedAt, studioZones.get(gift.shopId), currentLocale()),
              })}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
