import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSearchParams } from '../../../routing/build-router.ts';
import { GiftClaimsPanel } from '../components/gift-claims-panel.tsx';
import { GiftsManager } from '../components/gifts-manager.tsx';
import { StudioPicker } from '../components/studio-picker.tsx';

/** /admin/gifts: a global admin manages any studio's gifts; changes apply at once. */
export function AdminGiftsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shopId = params.get('shop');
  return (
    <>
      <PageHeader title={t('screens.adminGifts.title')} description={t('screens.adminGifts.description')} />
      <Stack sx={{ gap: 3 }} data-tour="admin-gifts">
        <StudioPicker
          shopId={shopId}
          onChange={(next) => setParams(next ? { shop: next } : {}, { replace: true })}
        />
        {shopId ? (
          <>
            <GiftsManager key={shopId} shopId={shopId} reviewed={false} />
            <GiftClaimsPanel key={`claims-${shopId}`} shopId={shopId} />
          </>
        ) : (
          <SetupEmptyState
            icon={StorefrontIcon}
            title={t('gifts.admin.pickTitle')}
            text={t('gifts.admin.pickText')}
            testId="gift-studio-none"
          />
        )}
      </Stack>
    </>
  );
}
