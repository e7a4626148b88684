import AddIcon from '@mui/icons-material/Add';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { PartnerCard } from '@studio/domain/partner-card-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EditDeleteActions } from '../../../components/edit-delete-actions.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupListState } from '../../../components/setup-list-state.tsx';
import { formatViewerDate } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useDeletePartnerCard } from '../api/delete-partner-card.ts';
import { usePartnerCards } from '../api/list-partner-cards.ts';
import { PartnerCardDialog } from '../components/partner-card-dialog.tsx';

/** /admin/partner-cards: the partner cards studios can accept, each with its number pattern. */
export function AdminPartnerCardsRoute() {
  const { t } = useTranslation();
  const cards = usePartnerCards();
  const removal = useDeletePartnerCard();
  const [editing, setEditing] = useState<{ card: PartnerCard | null } | null>(null);
  const [removing, setRemoving] = useState<PartnerCard | null>(null);

  return (
    <>
      <PageHeader
        title={t('screens.adminPartnerCards.title')}
        description={t('screens.adminPartnerCards.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ card: null })}
            data-testid="partner-card-new"
          >
            {t('partnerCards.admin.add')}
          </Button>
        }
      />
      <SetupListState
        status={cards.status}
        empty={(cards.data ?? []).length === 0}
        loadFailedMessage={t('partnerCards.loadFailed')}
        onRetry={() => void cards.refetch()}
        emptyState={
          <SetupEmptyState
            icon={CreditCardIcon}
            title={t('partnerCards.admin.emptyTitle')}
            text={t('partnerCards.admin.emptyText')}
            testId="partner-cards-empty"
          />
        }
      >
        <Card>
          <List disablePadding>
            {(cards.data ?? []).map((card) => (
              <ListItem
                key={card.id}
                divider
                data-testid="partner-card-row"
                secondaryAction={
                  <EditDeleteActions
                    subject={card.title}
                    onEdit={() => setEditing({ card })}
                    onDelete={() => setRemoving(card)}
                    testIdPrefix="partner-card"
                  />
                }
                sx={{ pr: 14 }}
              >
                <ListItemText
                  primary={card.title}
                  secondary={t('partnerCards.admin.rowDetails', {
                    pattern: card.pattern,
                    date: formatViewerDate(card.modifiedAt, currentLocale()),
                  })}
                  slotProps={{ secondary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Card>
      </SetupListState>
      {editing ? <PartnerCardDialog card={editing.card} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('partnerCards.admin.deleteTitle')}
        text={t('partnerCards.admin.deleteText', { title: removing?.title ?? '' })}
        confirmLabel={t('partnerCards.admin.deleteConfirm')}
        destructive
        loading={removal.isPending}
        onConfirm={() => {
          if (!removing) return;
          removal.mutate(removing.id, {
            onSuccess: () => {
              notify(t('partnerCards.admin.deleted'), 'success');
              setRemoving(null);
            },
          });
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
