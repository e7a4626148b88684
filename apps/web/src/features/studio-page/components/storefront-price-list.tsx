import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Treatment } from '@studio/domain/booking-contract';
import { Fragment } from 'react';
import { HydrateInTurn, hydrationTurns, turnOfPart } from '../../../components/hydrate-in-turn.tsx';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { groupByCategory } from '../../../shared/treatments/treatment-groups.ts';

// A server-rendered price list (its card hydrated in turn 3, components/hydrate-in-turn.tsx) hydrates
// its categories a task each after it, so a long list is no long task on a phone; the opening
// hours come after them (partner-shop-route.tsx).
const categoryTurns = { first: 4, last: hydrationTurns - 2 };

/**
 * The studio's treatments by category, each with its duration and price (what Fresha calls the
 * menu); each one is a link that starts booking it.
 */
export function StorefrontPriceList({
  services,
  currencyCode,
}: {
  services: Treatment[];
  currencyCode: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const ordered = services
    .filter((service) => service.active)
    .toSorted((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  return (
    <Card component="section" aria-labelledby="storefront-price-list" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="storefront-price-list" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('storefront.priceList')}
      </Typography>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">{t('storefront.noTreatments')}</Typography>
      ) : null}
      {groupByCategory(ordered).map((group, groupAt) => (
        <HydrateInTurn key={group.category ?? ''} turn={turnOfPart(groupAt, categoryTurns)}>
          <Box sx={{ mt: 2 }} data-testid="price-list-category">
            <Typography variant="subtitle2" component="h3" color="primary" sx={{ fontWeight: 700, mb: 0.5 }}>
              {group.category ?? t('storefront.otherTreatments')}
            </Typography>
            {group.items.map((service, index) => (
              <Fragment key={service.id}>
                {index > 0 ? <Divider /> : null}
                <Stack
                  component={RouterLink}
                  // Tapping a treatment starts booking it: the flow opens at the times, the treatment chosen.
                  to={`app/book/selectDate?services=${encodeURIComponent(service.id)}`}
                  aria-label={t('storefront.bookTreatment', { name: service.name })}
                  direction="row"
                  sx={{
                    gap: 2,
                    py: 1.25,
                    px: 1,
                    mx: -1,
                    justifyContent: 'space-between',
                    alignItems: 'baseline',
                    color: 'inherit',
                    textDecoration: 'none',
                    borderRadius: 1,
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                  }}
                  data-testid="price-list-item"
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500 }}>{service.name}</Typography>
                    <Typography variant="body2" color="text.secondary" data-testid="price-list-duration">
                      {formatDuration(t, service.durationMinutes)}
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="price-list-price">
                    {formatMoney(service.priceCents, locale, currencyCode)}
                  </Typography>
                </Stack>
              </Fragment>
            ))}
          </Box>
        </HydrateInTurn>
      ))}
    </Card>
  );
}
