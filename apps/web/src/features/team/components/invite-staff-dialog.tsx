import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '@studio/domain/booking-contract';
import { type ShopLevel, shopLevels } from '@studio/domain/roles';
import { type FormEvent, useState } from 'react';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useInviteStaff } from '../api/invite-staff.ts';

/** An owner invites a colleague by email at a level, optionally linked to their calendar column. */
export function InviteStaffDialog({
  shopId,
  team,
  onClose,
}: {
  shopId: string;
  team: readonly TeamMember[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();
  const invite = useInviteStaff(shopId);
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<ShopLevel>('staff');
  const [teamMemberId, setTeamMemberId] = useState('');
  const failure = invite.error;
  const emailError = failure && isApiError(failure) ? (failure.fields.email ?? failure.message) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), level, ...(teamMemberId ? { teamMemberId } : {}) },
      {
        onSuccess: (invitation) => {
          notify(t('team.logins.invited', { email: invitation.email }), 'success');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invite-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">{t('team.logins.inviteTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack sx={{ gap: 2.5 }}>
            <TextField
              label={t('team.fields.email')}
              type="email"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(emailError)}
              helperText={emailError ?? t('team.logins.emailHint')}
              slotProps={{ htmlInput: { 'data-testid': 'invite-email', inputMode: 'email', dir: 'ltr' } }}
            />
            <TextField
              select
              label={t('team.logins.level')}
              value={level}
              onChange={(event) => setLevel(event.target.value as ShopLevel)}
              helperText={t(`team.logins.levelHints.${level}`)}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'invite-level' } as object } }}
            >
              {shopLevels.map((option) => (
                <MenuItem key={option} value={option} data-testid={`invite-level-${option}`}>
                  {t(`team.logins.levels.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('team.logins.column')}
              value={teamMemberId}
              onChange={(event) => setTeamMemberId(event.target.value)}
              helperText={t('team.logins.columnHint')}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'invite-column' } as object } }}
            >
              <MenuItem value="">{t('team.logins.noColumn')}</MenuItem>
              {team.map((member) => (
                <MenuItem key={member.id} value={member.id} data-testid={`invite-column-${member.id}`}>
                  {member.name.trim() || t('team.unnamed')}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={invite.isPending}>
            {t('team.logins.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={invite.isPending}
            disabled={!email.trim()}
            data-testid="invite-send"
          >
            {t('team.logins.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
