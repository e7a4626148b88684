import AddIcon from '@mui/icons-material/Add';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerPartnerCard } from '@studio/domain/partner-card-contract';
import { useState } from 'react';
import { TabEmptyState } from '../../../components/tab-empty-state.tsx';
import { LazyTexts } from '../../../i18n/lazy-texts.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { SignInPrompt } from '../../../shared/sign-in/components/sign-in-prompt.tsx';
import { useAcceptedPartnerCards } from '../api/list-accepted-partner-cards.ts';
import { useMyPartnerCards } from '../api/list-my-partner-cards.ts';
import { AddPartnerCardDialog } from '../components/add-partner-card-dialog.tsx';
import { HeldPartnerCard } from '../components/held-partner-card.tsx';
import { RemovePartnerCardDialog } from '../components/remove-partner-card-dialog.tsx';

/**
 * The bonus-card tab of /partner/{shopId}/app: the partner cards the studio accepts; a signed-in
 * customer adds theirs (typed or scanned) and shows it as a barcode at the counter.
 */
export function PartnerBonusCardTab({ shopId }: { shopId: string }) {
  return (
    <LazyTexts features={['partner-cards']}>
      <PartnerBonusCardContent shopId={shopId} />
    </LazyTexts>
  );
}

function PartnerBonusCardContent({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session !== null && !session.user.guest;
  const accepted = useAcceptedPartnerCards(shopId);
  const mine = useMyPartnerCards(signedIn);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CustomerPartnerCard | null>(null);

  if (accepted.isPending) return <Skeleton variant="rounded" height={200} />;
  if (accepted.isError) return <Alert severity="error">{t('partnerCards.loadFailed')}</Alert>;
  if (accepted.data.length === 0) {
    return (
      <TabEmptyState
        icon={CreditCardIcon}
        text={t('partnerCards.mine.noneAccepted')}
        testId="partner-cards-none"
      />
    );
  }
  const acceptedIds = new Set(accepted.data.map((card) => card.id));
  const held = (mine.data ?? []).filter((card) => acceptedIds.has(card.partnerCardId));

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">
        {t('partnerCards.mine.accepted', { titles: accepted.data.map((card) => card.title).join(', ') })}
      </Typography>
      {!signedIn ? (
        <SignInPrompt
          text={t('partnerCards.mine.signInFirst')}
          action={t('partnerCards.mine.signIn')}
          testId="partner-cards-sign-in"
        />
      ) : mine.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <>
          {held.map((card) => (
            <HeldPartnerCard key={card.id} card={card} onRemove={setRemoving} />
          ))}
          <Box>
            <Button
              variant={held.length === 0 ? 'contained' : 'outlined'}
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              data-testid="partner-card-add-open"
            >
              {t('partnerCards.mine.addTitle')}
            </Button>
          </Box>
        </>
      )}
      {adding ? <AddPartnerCardDialog cards={accepted.data} onClose={() => setAdding(false)} /> : null}
      <RemovePartnerCardDialog card={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
