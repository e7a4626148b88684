import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { GiftClaimsPanel } from '../components/gift-claims-panel.tsx';
import { GiftsManager } from '../components/gifts-manager.tsx';

/** /shop/gifts: the studio's gifts (changes go to review) and the claimed gifts to hand over. */
export function ShopGiftsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('screens.shopGifts.title')} description={t('screens.shopGifts.description')} />
      <CurrentShopGate>
        {(shopId) => (
          <Stack sx={{ gap: 3 }}>
            <GiftClaimsPanel shopId={shopId} />
            <GiftsManager shopId={shopId} reviewed />
          </Stack>
        )}
      </CurrentShopGate>
    </>
  );
}
