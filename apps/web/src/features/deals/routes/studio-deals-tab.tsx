import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DealRedemption, PublicDeal } from '@studio/domain/deal-contract';
import { orderDealTypes } from '@studio/domain/deal-rules';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DealCard } from '../../../components/deal-card.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { Link as RouterLink, useLocation, useSearchParams } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useLiveDeals } from '../api/list-live-deals.ts';
import { useMyDeals } from '../api/list-my-deals.ts';
import { useOwnDealPurchases } from '../api/list-own-deal-purchases.ts';
import { usePurchaseDeal } from '../api/purchase-deal.ts';
import { useRedeemDeal } from '../api/redeem-deal.ts';
import { RedemptionScreen } from '../components/redemption-screen.tsx';
import { keptDealPurchases } from '../kept-deal-purchases.ts';

/**
 * The current-deals tab of /partner/{shopId}/app: hot deals first; redeeming needs an account. A
 * deal that needs a purchase is bought here first (the provider's checkout comes back to this tab
 * with `deal` and `purchase`), then redeemed with that purchase.
 */
export function StudioDealsTab({ shopId, currency }: { shopId: string; currency?: string }) {
  return <PartnerDeals shopId={shopId} currency={currency} />;
}

function PartnerDeals({ shopId, currency }: { shopId: string; currency: string | undefined }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const session = useSession();
  const signedIn = session !== null && !session.user.guest;
  const deals = useLiveDeals(shopId);
  const mine = useMyDeals(signedIn);
  const redeem = useRedeemDeal(shopId);
  const purchase = usePurchaseDeal(shopId);
  const kept = useMemo(() => keptDealPurchases(), []);
  const paidDeal = search.get('deal');
  const paidPurchase = search.get('purchase');
  // Back from the checkout: kept for a later visit too, until redeemed.
  useEffect(() => {
    if (paidDeal && paidPurchase) kept.keep(paidDeal, paidPurchase);
  }, [kept, paidDeal, paidPurchase]);
  // The account's paid purchases too: bought in another browser, or this one forgot it.
  const ownPurchases = useOwnDealPurchases(signedIn);
  const paidInAccount = (dealId: string) =>
    ownPurchases.data?.find(
      (bought) => bought.shopId === shopId && bought.dealId === dealId && bought.state === 'paid',
    )?.purchaseId ?? null;
  const purchaseOf = (dealId: string) =>
    paidDeal === dealId && paidPurchase ? paidPurchase : (kept.of(dealId) ?? paidInAccount(dealId));
  const [asking, setAsking] = useState<PublicDeal | null>(null);
  const [shown, setShown] = useState<DealRedemption | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});

  if (deals.isPending) return <Skeleton variant="rounded" height={240} />;
  if (deals.isError) return <Alert severity="error">{t('deals.loadFailed')}</Alert>;
  if (deals.data.length === 0) {
    return (
      <Stack
        sx={{ alignItems: 'center', gap: 1, py: 4, textAlign: 'center' }}
        data-testid="partner-deals-none"
      >
        <LocalOfferIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography color="text.secondary">{t('deals.customer.none')}</Typography>
      </Stack>
    );
  }

  const lastRedemption = (dealId: string) =>
    mine.data?.find((r) => r.shopId === shopId && r.deal.id === dealId);
  const refuse = (dealId: string, error: unknown) =>
    setRefusals((current) => ({
      ...current,
      [dealId]: isApiError(error) ? error.message : t('deals.customer.failed'),
    }));
  const buy = (deal: PublicDeal) =>
    purchase.mutate(deal.id, {
      onSuccess: ({ purchaseId, checkoutUrl }) => {
        kept.keep(deal.id, purchaseId);
        window.location.assign(checkoutUrl);
      },
      onError: (error) => refuse(deal.id, error),
    });
  const confirmRedeem = () => {
    const deal = asking;
    if (!deal) return;
    const purchaseId = deal.requiresPurchase ? (purchaseOf(deal.id) ?? undefined) : undefined;
    redeem.mutate(purchaseId ? { id: deal.id, purchaseId } : { id: deal.id }, {
      onSuccess: (redemption) => {
        if (purchaseId) kept.forget(deal.id);
        setAsking(null);
        setRefusals(({ [deal.id]: _gone, ...rest }) => rest);
        setShown(redemption);
      },
      onError: (error) => {
        setAsking(null);
        refuse(deal.id, error);
      },
    });
  };

  return (
    <Stack sx={{ gap: 2 }}>
      {!signedIn ? (
        <Alert
          severity="info"
          data-testid="partner-deals-sign-in"
          action={
            <Button
              component={RouterLink}
              to="/login"
              state={{ from: location.pathname }}
              color="inherit"
              size="small"
            >
              {t('deals.customer.signIn')}
            </Button>
          }
        >
          {t('deals.customer.signInFirst')}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        data-testid="partner-deals"
      >
        {deals.data.map((deal) => {
          const viaOrder = !deal.requiresPurchase && orderDealTypes.includes(deal.type);
          const before = lastRedemption(deal.id);
          return (
            <DealCard
              key={deal.id}
              deal={deal}
              currency={currency}
              testId="partner-deal"
              actions={
                <Stack sx={{ gap: 1 }}>
                  {refusals[deal.id] ? (
                    <Alert severity="warning" data-testid="partner-deal-refusal">
                      {refusals[deal.id]}
                    </Alert>
                  ) : null}
                  {deal.requiresPurchase && purchaseOf(deal.id) ? (
                    <Alert severity="success" data-testid="partner-deal-paid">
                      {t('deals.customer.paid')}
                    </Alert>
                  ) : null}
                  {deal.requiresPurchase && !purchaseOf(deal.id) ? (
                    <Button
                      variant="contained"
                      disabled={!signedIn || purchase.isPending}
                      loading={purchase.isPending && purchase.variables === deal.id}
                      onClick={() => buy(deal)}
                      data-testid="partner-deal-buy"
                    >
                      {t('deals.customer.buy', {
                        price: formatMoney(deal.priceCents ?? 0, toLocale(i18n.language), currency ?? 'EUR'),
                      })}
                    </Button>
                  ) : viaOrder ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('deals.customer.withOrder')}
                    </Typography>
                  ) : (
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        variant="contained"
                        disabled={!signedIn || redeem.isPending}
                        onClick={() => setAsking(deal)}
                        data-testid="partner-deal-redeem"
                      >
                        {t('deals.customer.redeem')}
                      </Button>
                      {before ? (
                        <Button onClick={() => setShown(before)} data-testid="partner-deal-show-code">
                          {t('deals.customer.showCode')}
                        </Button>
                      ) : null}
                    </Stack>
                  )}
                </Stack>
              }
            />
          );
        })}
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={t('deals.customer.confirmTitle')}
        text={t(asking?.multiUse ? 'deals.customer.confirmMulti' : 'deals.customer.confirmOnce', {
          title: asking?.title ?? '',
        })}
        confirmLabel={t('deals.customer.redeemNow')}
        loading={redeem.isPending}
        onClose={() => setAsking(null)}
        onConfirm={confirmRedeem}
        testId="partner-deal-confirm"
      />
      {shown ? <RedemptionScreen redemption={shown} onClose={() => setShown(null)} /> : null}
    </Stack>
  );
}
