import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useShop } from '../../../shared/shops/api/get-shop.ts';
import { usePushMessages } from '../api/get-push-messages.ts';
import { PushMessageForm } from '../components/push-message-form.tsx';
import { SentPushMessages } from '../components/sent-push-messages.tsx';

/** /push-messages: write a message to the studio's customers, and the messages sent so far. */
export function PushMessagesRoute() {
  return <CurrentShopGate>{(shopId) => <PushMessagesScreen shopId={shopId} />}</CurrentShopGate>;
}

function PushMessagesScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const overview = usePushMessages(shopId);
  const shop = useShop(shopId);

  return (
    <>
      <PageHeader
        title={t('screens.pushMessages.title')}
        description={t('screens.pushMessages.description')}
      />
      {overview.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : overview.isError ? (
        <Alert severity="error">{t('pushMessages.loadFailed')}</Alert>
      ) : (
        <Stack sx={{ gap: 3 }}>
          <SectionCard
            title={t('pushMessages.form.sectionTitle')}
            description={t('pushMessages.form.sectionText')}
            testId="push-message-compose"
          >
            <PushMessageForm
              shopId={shopId}
              shopName={shop.data?.name ?? ''}
              audience={overview.data.audience}
              nextAllowedAt={overview.data.nextAllowedAt}
            />
          </SectionCard>
          <SentPushMessages messages={overview.data.messages} studioZone={shop.data?.timezone} />
        </Stack>
      )}
    </>
  );
}
