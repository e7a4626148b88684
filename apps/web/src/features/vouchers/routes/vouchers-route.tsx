import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useShop } from '../../../shared/shops/api/get-shop.ts';
import { PayoutPanel } from '../components/payout-panel.tsx';
import { RedeemRequestsSection } from '../components/redeem-requests-section.tsx';
import { SoldVouchersSection } from '../components/sold-vouchers-section.tsx';
import { VoucherOffersSection } from '../components/voucher-offers-section.tsx';

/** /voucher: payout setup, offers, pending redemption requests and sold vouchers. */
export function VouchersRoute() {
  return <CurrentShopGate>{(shopId) => <VouchersScreen shopId={shopId} />}</CurrentShopGate>;
}

function VouchersScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const shop = useShop(shopId);
  return (
    <>
      <PageHeader title={t('screens.vouchers.title')} description={t('screens.vouchers.description')} />
      <Stack sx={{ gap: 3 }} data-tour="setup-vouchers">
        <PayoutPanel shopId={shopId} />
        <RedeemRequestsSection shopId={shopId} currency={shop.data?.currencyCode ?? 'EUR'} />
        <VoucherOffersSection shopId={shopId} />
        <SoldVouchersSection shopId={shopId} />
      </Stack>
    </>
  );
}
