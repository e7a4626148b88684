import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TeamMember } from '@studio/domain/booking-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupListSkeleton } from '../../../components/setup-list-skeleton.tsx';
import { SetupListState } from '../../../components/setup-list-state.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { nextFreeColor } from '../../../shared/team/member-colors.ts';
import { useDeleteTeamMember } from '../api/delete-team-member.ts';
import { StaffLoginsSection } from '../components/staff-logins-section.tsx';
import { TeamMemberCard } from '../components/team-member-card.tsx';
import { TeamMemberDialog } from '../components/team-member-dialog.tsx';

/** /bookings/members: the team with colours for the calendar; add, edit, remove; who signs in. */
export function TeamRoute() {
  return <CurrentShopGate>{(shopId) => <TeamScreen shopId={shopId} />}</CurrentShopGate>;
}

function TeamScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const team = useTeamMembers(shopId);
  const user = useSession()?.user;
  // Only owners manage who signs in (the server refuses the rest).
  const managesLogins = user?.role === 'globalAdmin' || user?.shopLevel === 'owner';
  const removal = useDeleteTeamMember(shopId);
  // undefined: no dialog; null: a new member.
  const [editing, setEditing] = useState<TeamMember | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<TeamMember | null>(null);
  const members = team.data ?? [];
  const nameOf = (member: TeamMember) => member.name.trim() || t('team.unnamed');

  const addButton = (
    <Button
      variant="contained"
      startIcon={<PersonAddIcon />}
      onClick={() => setEditing(null)}
      data-testid="team-add"
      data-tour="setup-team"
    >
      {t('team.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('screens.bookingsTeam.title')}
        description={t('team.intro')}
        actions={members.length > 0 ? addButton : null}
      />
      <SetupListState
        status={team.status}
        empty={members.length === 0}
        loadFailedMessage={t('team.loadFailed')}
        onRetry={() => void team.refetch()}
        skeleton={<SetupListSkeleton rows={3} height={160} />}
        emptyState={
          <SetupEmptyState
            icon={GroupsIcon}
            title={t('team.empty.title')}
            text={t('team.empty.text')}
            actions={addButton}
            testId="team-empty"
          />
        }
      >
        <Box
          component="ul"
          aria-label={t('screens.bookingsTeam.title')}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2,
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
          data-testid="team-list"
        >
          {members.map((member) => (
            <TeamMemberCard
              key={member.id}
              member={member}
              onEdit={() => setEditing(member)}
              onDelete={() => setToDelete(member)}
            />
          ))}
        </Box>
      </SetupListState>
      {managesLogins ? <StaffLoginsSection shopId={shopId} team={members} /> : null}
      {editing !== undefined ? (
        <TeamMemberDialog
          shopId={shopId}
          member={editing}
          defaultColor={nextFreeColor(members.map((member) => member.color))}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('team.delete.title')}
        text={toDelete ? t('team.delete.text', { name: nameOf(toDelete) }) : ''}
        confirmLabel={t('team.delete.confirm')}
        destructive
        loading={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          const name = nameOf(toDelete);
          removal.mutate(toDelete.id, {
            onSuccess: () => notify(t('team.done.deleted', { name }), 'success'),
            onSettled: () => setToDelete(null),
          });
        }}
        testId="team-delete-dialog"
      />
    </>
  );
}
