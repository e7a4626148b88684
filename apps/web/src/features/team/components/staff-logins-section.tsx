import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import MailIcon from '@mui/icons-material/ForwardToInboxOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@studio/domain/booking-contract';
import { type ShopLevel, shopLevels } from '@studio/domain/roles';
import type { StaffMember } from '@studio/domain/staff-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useChangeStaffLevel } from '../api/change-staff-level.ts';
import { useStaff } from '../api/list-staff.ts';
import { useRemoveStaff } from '../api/remove-staff.ts';
import { useRevokeStaffInvitation } from '../api/revoke-staff-invitation.ts';
import { InviteStaffDialog } from './invite-staff-dialog.tsx';

/** Who signs in for the studio, at which level; open invitations (owners only). */
export function StaffLoginsSection({ shopId, team }: { shopId: string; team: readonly TeamMember[] }) {
  const { t } = useTranslation();
  const zone = useStudioZone(shopId);
  const staff = useStaff(shopId);
  const changeLevel = useChangeStaffLevel(shopId);
  const removal = useRemoveStaff(shopId);
  const revoke = useRevokeStaffInvitation(shopId);
  const [inviting, setInviting] = useState(false);
  const [toRemove, setToRemove] = useState<StaffMember | null>(null);
  const columnName = (id: string | null) => {
    const member = id ? team.find((candidate) => candidate.id === id) : undefined;
    return member ? member.name.trim() || t('team.unnamed') : null;
  };

  return (
    <Card component="section" aria-labelledby="staff-logins-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="staff-logins-title" variant="h6" component="h2">
          {t('team.logins.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<MailIcon />}
          onClick={() => setInviting(true)}
          data-testid="staff-invite"
        >
          {t('team.logins.invite')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('team.logins.intro')}
      </Typography>
      {staff.isError ? <Alert severity="error">{t('team.logins.loadFailed')}</Alert> : null}
      <List data-testid="staff-members">
        {(staff.data?.members ?? []).map((member) => (
          <ListItem
            key={member.uid}
            divider
            data-testid={`staff-member-${member.email}`}
            sx={{ gap: 1, flexWrap: 'wrap' }}
          >
            <ListItemText
              primary={member.name || member.email}
              secondary={[member.email, columnName(member.teamMemberId)].filter(Boolean).join(' · ')}
              sx={{ minWidth: 180 }}
            />
            <TextField
              select
              size="small"
              label={t('team.logins.level')}
              value={member.level}
              disabled={changeLevel.isPending}
              onChange={(event) =>
                changeLevel.mutate(
                  { uid: member.uid, body: { level: event.target.value as ShopLevel } },
                  { onSuccess: () => notify(t('team.logins.levelChanged'), 'success') },
                )
              }
              sx={{ minWidth: 150 }}
            >
              {shopLevels.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`team.logins.levels.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={t('team.logins.remove', { name: member.name || member.email })}
              onClick={() => setToRemove(member)}
            >
              <DeleteIcon />
            </IconButton>
          </ListItem>
        ))}
      </List>
      {(staff.data?.invitations.length ?? 0) > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {t('team.logins.pending')}
          </Typography>
          <List data-testid="staff-invitations">
            {(staff.data?.invitations ?? []).map((invitation) => (
              <ListItem
                key={invitation.id}
                divider
                secondaryAction={
                  <Button
                    color="error"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(invitation.id)}
                    data-testid={`staff-revoke-${invitation.email}`}
                  >
                    {t('team.logins.revoke')}
                  </Button>
                }
              >
                <ListItemText
                  primary={invitation.email}
                  secondary={t('team.logins.pendingLine', {
                    level: t(`team.logins.levels.${invitation.level}`),
                    date: formatStudioDate(invitation.expiresAt, zone, currentLocale()),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      {inviting ? <InviteStaffDialog shopId={shopId} team={team} onClose={() => setInviting(false)} /> : null}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('team.logins.removeTitle')}
        text={toRemove ? t('team.logins.removeText', { name: toRemove.name || toRemove.email }) : ''}
        confirmLabel={t('team.logins.removeConfirm')}
        destructive
        loading={removal.isPending}
        onClose={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          removal.mutate(toRemove.uid, { onSettled: () => setToRemove(null) });
        }}
        testId="staff-remove-dialog"
      />
    </Card>
  );
}
