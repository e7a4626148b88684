import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatList } from '../../../i18n/format-list.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ShopLoadProblem } from '../../../shared/current-shop/shop-load-problem.tsx';
import { useCurrentShopId } from '../../../shared/current-shop/use-current-shop-id.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useShopDetail } from '../../../shared/shops/api/get-shop-detail.ts';
import { useShopApprovals } from '../api/get-shop-approvals.ts';
import { BookingSettingsForm } from '../components/booking-settings-form.tsx';
import { LegalDetailsForm } from '../components/legal-details-form.tsx';
import { ShopImagesCardContent } from '../components/shop-images-card-content.tsx';
import { ShopProfileForm } from '../components/shop-profile-form.tsx';
import { latestRejection } from '../components/shop-status-card.tsx';
import { ShopStatusChip } from '../components/shop-status-chip.tsx';
import { StudioAddressForm } from '../components/studio-address-form.tsx';

/**
 * /shop/profile: the studio profile (changes wait for approval), its images, and the booking
 * settings and the imprint's legal details (which apply at once).
 */
export function ShopProfileRoute() {
  const { t, i18n } = useTranslation();
  const shopId = useCurrentShopId();
  const shop = useShopDetail(shopId);
  const approvals = useShopApprovals(shopId);
  // A manager runs the booking settings; the profile, its images and the legal details are the owner's.
  const owns = useSession()?.user.shopLevel !== 'manager';

  if (!shopId || shop.isError) return <ShopLoadProblem onRetry={() => void shop.refetch()} />;
  const data = shop.data;
  const rejection = data ? latestRejection(data, approvals.data) : null;

  return (
    <>
      <PageHeader
        title={t('screens.shopProfile.title')}
        description={t('studio.profile.intro')}
        actions={data ? <ShopStatusChip status={data.status} size="medium" /> : null}
      />
      {data ? (
        <Stack sx={{ gap: 3 }}>
          {data.pendingChange ? (
            <Alert severity="info" data-testid="shop-profile-pending">
              <AlertTitle>{t('studio.profile.waitingTitle')}</AlertTitle>
              {t('studio.profile.waitingText', {
                fields: formatList(
                  data.pendingChange.fields.map((field) => t(`studio.fields.${field}`)),
                  toLocale(i18n.language),
                ),
                date: formatStudioDateTime(data.pendingChange.submittedAt, data.timezone, currentLocale()),
              })}
            </Alert>
          ) : null}
          {rejection ? (
            <Alert severity="warning" data-testid="shop-profile-rejected">
              <AlertTitle>{t('studio.status.rejectedTitle')}</AlertTitle>
              {rejection.reason || t('studio.status.noReason')}
            </Alert>
          ) : null}
          {owns ? (
            <>
              <SectionCard
                title={t('studio.profile.title')}
                description={t('studio.profile.approvalHint')}
                testId="shop-profile-section"
                tourTarget="setup-profile"
              >
                <ShopProfileForm key={data.id} shop={data} />
              </SectionCard>
              <SectionCard title={t('studio.images.title')} testId="shop-images-section">
                <ShopImagesCardContent shop={data} />
              </SectionCard>
              <SectionCard
                title={t('shops.address.title')}
                description={t('shops.address.text')}
                testId="studio-address-section"
              >
                <StudioAddressForm key={data.id} shop={data} />
              </SectionCard>
            </>
          ) : null}
          <SectionCard
            title={t('studio.booking.title')}
            description={t('studio.booking.text')}
            testId="booking-settings-section"
          >
            <BookingSettingsForm key={data.id} shop={data} />
          </SectionCard>
          {owns ? (
            <SectionCard
              title={t('shops.legal.title')}
              description={t('shops.legal.text')}
              testId="legal-details-section"
              tourTarget="setup-imprint"
            >
              <LegalDetailsForm key={data.id} shop={data} />
            </SectionCard>
          ) : null}
        </Stack>
      ) : (
        <Stack sx={{ gap: 3 }} role="status" aria-label={t('app.loading')}>
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      )}
    </>
  );
}
