import AddIcon from '@mui/icons-material/Add';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GiftChange, GiftValues, ManagedGift } from '@studio/domain/gift-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EditDeleteActions } from '../../../components/edit-delete-actions.tsx';
import { GiftFace } from '../../../components/gift-face.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupListState } from '../../../components/setup-list-state.tsx';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useManagedGifts } from '../api/list-managed-gifts.ts';
import { useRemoveGift } from '../api/remove-gift.ts';
import { GiftFormDialog } from './gift-form-dialog.tsx';

type Editing = { id: string | null; values: GiftValues | null } | null;

/** The values the form and the card show: the change waiting for approval over the live gift. */
function shownValues(gift: ManagedGift): GiftValues | null {
  const { removed: _removed, ...proposed } = (gift.pendingChange?.proposed ?? {}) as GiftChange;
  if (!gift.live && !gift.pendingChange) return null;
  return { ...(gift.live ?? ({} as GiftValues)), ...proposed } as GiftValues;
}

function stateOf(gift: ManagedGift): { key: string; tone: Tone } {
  if (!gift.live) return { key: 'awaitingApproval', tone: 'warning' };
  if (gift.pendingChange?.proposed.removed) return { key: 'removalPending', tone: 'warning' };
  if (gift.pendingChange) return { key: 'changePending', tone: 'info' };
  return { key: 'live', tone: 'success' };
}

/**
 * The gifts of one shop for its admins: create, change and remove (a shop admin's edits go to
 * review, a global admin's apply at once), with each gift's state and claim counts.
 */
export function GiftsManager({ shopId, reviewed }: { shopId: string; reviewed: boolean }) {
  const { t } = useTranslation();
  const gifts = useManagedGifts(shopId);
  const removal = useRemoveGift(shopId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ManagedGift | null>(null);

  const confirmRemoval = () => {
    if (!removing) return;
    removal.mutate(removing.id, {
      onSuccess: () => {
        notify(t(reviewed ? 'gifts.removal.submitted' : 'gifts.removal.done'), 'success');
        setRemoving(null);
      },
    });
  };

  return (
    <SectionCard
      title={t('gifts.manage.title')}
      description={t(reviewed ? 'gifts.manage.reviewedNote' : 'gifts.manage.liveNote')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ id: null, values: null })}
          data-testid="gift-add"
        >
          {t('gifts.manage.add')}
        </Button>
      }
      testId="gifts-section"
    >
      <SetupListState
        status={gifts.status}
        empty={(gifts.data ?? []).length === 0}
        loadFailedMessage={t('gifts.loadFailed')}
        onRetry={() => void gifts.refetch()}
        emptyState={
          <SetupEmptyState
            icon={RedeemIcon}
            title={t('gifts.manage.emptyTitle')}
            text={t('gifts.manage.emptyText')}
            testId="gifts-empty"
          />
        }
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {(gifts.data ?? []).map((gift) => {
            const values = shownValues(gift);
            const state = stateOf(gift);
            return (
              <Box key={gift.id} data-testid="managed-gift" data-gift-id={gift.id} data-state={state.key}>
                <GiftFace
                  gift={values ?? {}}
                  footer={
                    <Stack sx={{ gap: 1 }}>
                      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                        <ToneChip tone={state.tone} label={t(`gifts.state.${state.key}`)} />
                        <Typography variant="caption" color="text.secondary">
                          {t('gifts.manage.claims', { claims: gift.claims, handedOver: gift.handedOver })}
                        </Typography>
                      </Stack>
                      {gift.live ? (
                        <EditDeleteActions
                          subject={values?.title ?? ''}
                          onEdit={() => setEditing({ id: gift.id, values })}
                          onDelete={() => setRemoving(gift)}
                          testIdPrefix="gift"
                        />
                      ) : reviewed ? (
                        <Button size="small" onClick={() => setEditing({ id: gift.id, values })}>
                          {t('gifts.manage.editProposal')}
                        </Button>
                      ) : (
                        // A studio's new gift is decided where every change is reviewed.
                        <Button size="small" component={RouterLink} to="/admin/approvals">
                          {t('gifts.manage.review')}
                        </Button>
                      )}
                    </Stack>
                  }
                />
              </Box>
            );
          })}
        </Box>
      </SetupListState>
      {editing ? (
        <GiftFormDialog
          shopId={shopId}
          giftId={editing.id}
          values={editing.values}
          reviewed={reviewed}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('gifts.removal.title')}
        text={t(reviewed ? 'gifts.removal.textReviewed' : 'gifts.removal.text', {
          title: removing ? (shownValues(removing)?.title ?? '') : '',
        })}
        confirmLabel={t('gifts.removal.confirm')}
        destructive
        loading={removal.isPending}
        onConfirm={confirmRemoval}
        onClose={() => setRemoving(null)}
        testId="gift-remove-confirm"
      />
    </SectionCard>
  );
}
