import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useCustomerStampCards } from '../api/list-customer-stamp-cards.ts';
import { LastActionText } from './last-action-text.tsx';

/** The customers' cards: who, how full, how often redeemed, and what happened last. */
export function CustomerStampCardsList({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const cards = useCustomerStampCards(shopId);
  const list = cards.data ?? [];
  return (
    <SectionCard
      title={t('stampCards.customers.title')}
      description={t('stampCards.customers.description')}
      testId="stamp-customers"
    >
      {cards.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('stampCards.customers.none')}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />}>
          {list.map((card) => (
            <Stack
              key={card.account.uid}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1.5, py: 1.5, alignItems: { sm: 'center' } }}
              data-testid="stamp-customer"
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                  {card.account.name || card.account.email}
                </Typography>
                <LastActionText action={card.lastAction} shopId={shopId} />
              </Box>
              <Box sx={{ width: { xs: '100%', sm: 220 } }}>
                <Typography variant="body2">
                  {t('stampCards.customers.stamps', { stamps: card.stamps, max: card.maxStamps })}
                  {card.redemptions > 0
                    ? ` · ${t('stampCards.customers.redemptions', { count: card.redemptions })}`
                    : ''}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(card.stamps / card.maxStamps) * 100}
                  aria-label={t('stampCards.customers.stamps', { stamps: card.stamps, max: card.maxStamps })}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
