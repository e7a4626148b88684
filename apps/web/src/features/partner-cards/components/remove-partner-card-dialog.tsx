import type { CustomerPartnerCard } from '@studio/domain/partner-card-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useRemoveMyPartnerCard } from '../api/remove-my-partner-card.ts';

/** Asks before one of the customer's partner cards leaves their account. */
export function RemovePartnerCardDialog({
  card,
  onClose,
}: {
  card: CustomerPartnerCard | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveMyPartnerCard();
  return (
    <ConfirmDialog
      open={card !== null}
      title={t('partnerCards.mine.removeTitle')}
      text={t('partnerCards.mine.removeText', { title: card?.title ?? '' })}
      confirmLabel={t('partnerCards.mine.removeConfirm')}
      destructive
      loading={remove.isPending}
      onConfirm={() => {
        if (card) remove.mutate(card.id, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
}
