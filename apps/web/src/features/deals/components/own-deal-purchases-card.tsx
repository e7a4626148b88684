import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnDealPurchase } from '@studio/domain/deal-contract';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useStudioZonesOf } from '../../../shared/shops/use-studio-zone.ts';
import { useOwnDealPurchases } from '../api/list-own-deal-purchases.ts';

const stateTones = { pending: 'neutral', paid: 'info', redeemed: 'neutral', failed: 'error' } as const;

function dealsTabOf(purchase: OwnDealPurchase): string {
  return `/partner/${encodeURIComponent(purchase.shopId)}/app?tab=deals`;
}

/**
 * /account: the deals the customer bought at every studio; a paid one not yet redeemed links to the
 * studio's deals tab with its purchase, so it is redeemable from any browser, not only the one that paid.
 */
export function OwnDealPurchasesCard() {
  const { t } = useTranslation();
  const purchases = useOwnDealPurchases();
  const studioZones = useStudioZonesOf((purchases.data ?? []).map((purchase) => purchase.shopId));
  if (!purchases.data || purchases.data.length === 0) return null;
  const locale = currentLocale();
  return (
    <Card
      sx={{ p: { xs: 2.5, sm: 3 } }}
      component="section"
      aria-labelledby="own-deal-purchases-title"
      data-testid="own-deal-purchases"
    >
      <Typography id="own-deal-purchases-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('deals.account.title')}
      </Typography>
      <Stack component="ul" sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
        {purchases.data.map((purchase) => (
          <Stack
            component="li"
            key={purchase.purchaseId}
            sx={{ gap: 0.5, borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
            data-testid="own-deal-purchase"
            data-state={purchase.state}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>{purchase.title}</Typography>
              <ToneChip
                tone={stateTones[purchase.state]}
                label={t(`deals.account.state.${purchase.state}`)}
              />
            </Stack>
            <Typography variant="body2">{purchase.offerText}</Typography>
            <Typography variant="body2" color="text.secondary">
              <Link component={RouterLink} to={dealsTabOf(purchase)} underline="always">
                {purchase.shopName}
              </Link>
              {' · '}
              {t('deals.account.boughtOn', {
                date: formatStudioDate(purchase.purchasedAt, studioZones.get(purchase.shopId), locale),
                price: formatMoney(purchase.priceCents, locale, purchase.currency),
              })}
            </Typography>
            {purchase.state === 'paid' ? (
              <Button
                component={RouterLink}
                to={`${dealsTabOf(purchase)}&deal=${encodeURIComponent(purchase.dealId)}&purchase=${encodeURIComponent(purchase.purchaseId)}`}
                variant="contained"
                size="small"
                sx={{ alignSelf: 'flex-start', mt: 0.5 }}
              >
                {t('deals.account.redeem')}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
