import AddIcon from '@mui/icons-material/Add';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { SignInPrompt } from '../../../shared/sign-in/components/sign-in-prompt.tsx';
import { useAcceptedPartnerCards } from '../api/list-accepted-partner-cards.ts';
import { useMyPartnerCards } from '../api/list-my-partner-cards.ts';
import { useRemoveMyPartnerCard } from '../api/remove-my-partner-card.ts';
import { AddPartnerCardDialog } from '../components/add-partner-card-dialog.tsx';
import { CardBarcode } from '../components/card-barcode.tsx';
import { PartnerCardCustomerTexts } from '../components/partner-card-customer-texts.tsx';

/**
 * The bonus-card tab of /partner/{shopId}/app: the partner cards the studio accepts; a signed-in
 * customer adds theirs (typed or scanned) and shows it as a barcode at the counter.
 */
export function PartnerBonusCardTab({ shopId }: { shopId: string }) {
  return (
    <PartnerCardCustomerTexts>
      <PartnerBonusCardContent shopId={shopId} />
    </PartnerCardCustomerTexts>
  );
}

function PartnerBonusCardContent({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session !== null && !session.user.guest;
  const accepted = useAcceptedPartnerCards(shopId);
  const mine = useMyPartnerCards(signedIn);
  const remove = useRemoveMyPartnerCard();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);

  if (accepted.isPending) return <Skeleton variant="rounded" height={200} />;
  if (accepted.isError) return <Alert severity="error">{t('partnerCards.loadFailed')}</Alert>;
  if (accepted.data.length === 0) {
    return (
      <Stack
        sx={{ alignItems: 'center', gap: 1, py: 4, textAlign: 'center' }}
        data-testid="partner-cards-none"
      >
        <CreditCardIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography color="text.secondary">{t('partnerCards.mine.noneAccepted')}</Typography>
      </Stack>
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
            <Card key={card.id} variant="outlined" sx={{ p: 2 }} data-testid="my-partner-card">
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="h6" component="h3">
                  {card.title}
                </Typography>
                <IconButton
                  aria-label={t('partnerCards.mine.remove', { title: card.title })}
                  onClick={() => setRemoving({ id: card.id, title: card.title })}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
              <CardBarcode
                number={card.number}
                label={t('partnerCards.mine.barcode', { title: card.title })}
              />
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {t('partnerCards.mine.showAtCounter')}
              </Typography>
            </Card>
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
      <ConfirmDialog
        open={removing !== null}
        title={t('partnerCards.mine.removeTitle')}
        text={t('partnerCards.mine.removeText', { title: removing?.title ?? '' })}
        confirmLabel={t('partnerCards.mine.removeConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
