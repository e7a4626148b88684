import CheckIcon from '@mui/icons-material/Check';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '@studio/domain/payments-contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { usePlans } from '../../../shared/plans/api/list-plans.ts';
import { screens } from '../../../shared/screens.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { PlanDialog } from '../components/plan-dialog.tsx';

/** What Plus adds to Basic, each with where the studio finds it once it has Plus. */
const extras: { feature: string; screen?: keyof typeof screens }[] = [
  { feature: 'phoneAssistant', screen: 'voice' },
  { feature: 'messagingApp', screen: 'voice' },
  { feature: 'consumerPlatform' },
  { feature: 'enhancedVisibility' },
  { feature: 'prioritySupport', screen: 'shopSupport' },
];

/**
 * /plus: what the Plus plan gives, its price from the plans the server bills by, and how to get it
 * (choose it and pay; it is on as soon as the payment is confirmed). A studio that has Plus reads
 * so, and where to find each part, instead of an offer to upgrade.
 */
export function PlusRoute() {
  return <CurrentShopGate>{(shopId) => <PlusScreen shopId={shopId} />}</CurrentShopGate>;
}

export function PlusScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const plans = usePlans();
  const subscription = useSubscription(shopId);
  const [choosing, setChoosing] = useState(false);
  const plus = plans.data?.find((plan) => plan.id === 'plus');
  const current = subscription.data;
  // The same rule the API grants Plus by: paid, or briefly overdue.
  const hasPlus = current?.plan === 'plus' && (current.status === 'active' || current.status === 'past_due');
  const confirming = current?.plan === 'plus' && current.status === 'incomplete';

  return (
    <>
      <PageHeader title={t('screens.plus.title')} description={t('screens.plus.description')} />
      <Stack sx={{ gap: 3 }}>
        {hasPlus ? (
          <Alert severity="success" icon={<WorkspacePremiumIcon />} data-testid="plus-active">
            {t('plans.plus.active')}
          </Alert>
        ) : confirming ? (
          <Alert severity="info" data-testid="plus-confirming">
            {t('plans.paymentConfirming')}
          </Alert>
        ) : null}
        <SectionCard title={t('plans.plus.givesTitle')} testId="plus-gives">
          {plus ? <PlusPrice plan={plus} /> : plans.isError ? null : <Skeleton width={200} height={48} />}
          <List dense>
            {extras.map(({ feature, screen }) => (
              <ListItem key={feature} disableGutters alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                  <CheckIcon fontSize="small" color="success" />
                </ListItemIcon>
                <ListItemText
                  primary={t(`plans.cards.features.${feature}`)}
                  secondary={
                    <>
                      {t(`plans.plus.explain.${feature}`)}
                      {hasPlus && screen ? (
                        <>
                          {' '}
                          <Link component={RouterLink} to={screens[screen].path} underline="always">
                            {t(`screens.${screen}.title`)}
                          </Link>
                        </>
                      ) : null}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            {t('plans.plus.alsoBasic')}
          </Typography>
        </SectionCard>
        {hasPlus ? null : (
          <SectionCard
            title={t('plans.plus.howTitle')}
            description={t('plans.plus.howText')}
            testId="plus-how"
          >
            <Button
              variant="contained"
              startIcon={<WorkspacePremiumIcon />}
              onClick={() => setChoosing(true)}
              disabled={confirming}
              data-testid="plus-upgrade"
            >
              {t('plans.voice.upgrade')}
            </Button>
          </SectionCard>
        )}
      </Stack>
      {choosing ? (
        <PlanDialog shopId={shopId} current={current?.plan ?? null} onClose={() => setChoosing(false)} />
      ) : null}
    </>
  );
}

function PlusPrice({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return (
    <Typography sx={{ mb: 1 }} data-testid="plus-price">
      <Typography component="span" variant="h4">
        {formatMoney(plan.monthlyPriceCents, currentLocale(), plan.currency)}
      </Typography>{' '}
      <Typography component="span" color="text.secondary">
        {t('plans.cards.perMonth')}
      </Typography>
    </Typography>
  );
}
