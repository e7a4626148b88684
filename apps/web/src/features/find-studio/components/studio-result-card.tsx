import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import StarIcon from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudioSearchItem } from '@studio/domain/consumer-contract';
import { formatStudioDayWithWeekday, formatStudioTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { bookingAtTimePath, studioPagePath } from '../booking-link.ts';

export interface FavouriteToggle {
  favourite: boolean;
  onToggle: () => void;
}

function priceRangeText(item: StudioSearchItem, locale: ReturnType<typeof toLocale>): string | null {
  const range = item.priceRangeCents;
  if (!range) return null;
  const low = formatMoney(range.min, locale, item.currencyCode);
  return range.min === range.max ? low : `${low} – ${formatMoney(range.max, locale, item.currencyCode)}`;
}

/**
 * One studio of the results: who, how far, what it costs, and its free times as taps into booking.
 * For any day the times are of the studio's next free day, which the card names.
 */
export function StudioResultCard({
  item,
  favourite,
  anyDay,
}: {
  item: StudioSearchItem;
  favourite: FavouriteToggle | null;
  anyDay: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const price = priceRangeText(item, locale);
  const distance = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(item.distanceKm);
  const { treatment } = item;
  const firstFree = item.nextFreeTimes[0];
  return (
    <Card variant="outlined" component="li" data-testid="find-result" data-shop-id={item.shopId}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
              <Link href={studioPagePath(item.shopId)} underline="hover" data-testid="find-result-name">
                {item.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.address}
            </Typography>
          </Box>
          {item.plus ? (
            <Chip
              icon={<StarIcon />}
              label={t('findStudio.result.plus')}
              color="secondary"
              size="small"
              data-testid="find-result-plus"
            />
          ) : null}
          {favourite ? (
            <IconButton
              onClick={favourite.onToggle}
              aria-pressed={favourite.favourite}
              aria-label={t(
                favourite.favourite ? 'findStudio.result.unfavourite' : 'findStudio.result.favourite',
              )}
              data-testid="find-result-favourite"
            >
              {favourite.favourite ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
            </IconButton>
          ) : null}
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="find-result-facts">
          <bdi>{t('findStudio.result.distance', { km: distance })}</bdi>
          {' · '}
          {t(`findStudio.categories.${item.category}`)}
          {price ? (
            <>
              {' · '}
              <bdi>{price}</bdi>
            </>
          ) : null}
        </Typography>
        {treatment ? (
          <Typography variant="subtitle2" component="p" sx={{ mt: 1.5 }} data-testid="find-result-treatment">
            {treatment.name} · <bdi>{formatMoney(treatment.priceCents, locale, item.currencyCode)}</bdi>
          </Typography>
        ) : null}
        {anyDay && treatment && firstFree ? (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="find-result-day">
            {t('findStudio.result.nextFreeDay', {
              day: formatStudioDayWithWeekday(firstFree, item.timezone, locale),
            })}
          </Typography>
        ) : null}
        {treatment && item.nextFreeTimes.length > 0 ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }} data-testid="find-result-times">
            {item.nextFreeTimes.map((start) => (
              <Button
                key={start}
                variant="outlined"
                size="small"
                href={bookingAtTimePath(item.shopId, treatment.id, start)}
                data-testid="find-result-time"
              >
                <bdi>{formatStudioTime(start, item.timezone, locale)}</bdi>
              </Button>
            ))}
          </Stack>
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1 }}
            data-testid="find-result-no-times"
          >
            {t(anyDay ? 'findStudio.result.noTimesSoon' : 'findStudio.result.noTimes')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
