import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportRequest } from '@studio/domain/voice-contract';
import { ListLoadState } from '../../../components/list-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatViewerDateTime } from '../../../i18n/format-date-time.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { screens } from '../../../shared/screens.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useMySupportRequests } from '../api/list-my-support-requests.ts';
import { SupportRequestForm } from '../components/support-request-form.tsx';

/** /support: a shop admin asks support anything and reads the answers; Plus studios come first. */
export function SupportRoute() {
  return <CurrentShopGate>{(shopId) => <SupportScreen shopId={shopId} />}</CurrentShopGate>;
}

function SentRequest({ request }: { request: SupportRequest }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <Box
      component="li"
      data-testid="my-support-request"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {request.priority ? <ToneChip tone="warning" label={t('plans.support.priority')} /> : null}
        <ToneChip
          tone={request.status === 'open' ? 'info' : 'success'}
          label={t(`plans.support.status.${request.status}`)}
        />
        <Typography variant="body2" color="text.secondary">
          {formatViewerDateTime(request.createdAt, locale)}
        </Typography>
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {request.subject}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {request.message}
      </Typography>
      {request.answer !== null ? (
        <Box sx={{ mt: 1.5, ps: 1.5, borderInlineStart: 3, borderColor: 'success.main' }}>
          <Typography variant="caption" color="text.secondary">
            {t('plans.support.answer')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="my-support-answer">
            {request.answer}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

function SupportScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const subscription = useSubscription(shopId);
  const requests = useMySupportRequests(shopId);
  const items = requests.data ?? [];
  // The same rule the API marks a request's priority by: Plus, paid or briefly overdue.
  const plus =
    subscription.data?.plan === 'plus' &&
    (subscription.data.status === 'active' || subscription.data.status === 'past_due');
  return (
    <>
      <PageHeader title={t('screens.shopSupport.title')} description={t('screens.shopSupport.description')} />
      <Stack sx={{ gap: 3 }}>
        {plus ? (
          <Alert severity="info" data-testid="support-priority-note">
            {t('plans.support.priorityNote')}
          </Alert>
        ) : subscription.isSuccess ? (
          <Typography variant="body2" color="text.secondary" data-testid="support-plus-hint">
            {t('plans.support.plusHint')}{' '}
            <Link component={RouterLink} to={screens.plus.path} underline="always">
              {t('plans.plus.learnMore')}
            </Link>
          </Typography>
        ) : null}
        <SectionCard title={t('plans.support.formTitle')} description={t('plans.support.formText')}>
          <SupportRequestForm shopId={shopId} testId="support" />
        </SectionCard>
        <SectionCard title={t('plans.support.historyTitle')}>
          <ListLoadState
            query={requests}
            empty={items.length === 0}
            emptyText={t('plans.support.historyEmpty')}
            emptyTestId="my-support-empty"
          />
          {items.length === 0 ? null : (
            <Stack component="ul" sx={{ gap: 2, p: 0, m: 0 }} data-testid="my-support-requests">
              {items.map((request) => (
                <SentRequest key={request.id} request={request} />
              ))}
            </Stack>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
