import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Booking, TeamMember } from '@studio/domain/booking-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { DetailRow } from './detail-row.tsx';
import { ColorDot, TeamMemberLabel, teamMemberName } from './team-member-label.tsx';

/**
 * Who does a booking, and whom the customer asked for. While the booking is active the studio
 * reassigns it here (onChange with the text to confirm it by).
 */
export function BookingMemberDetail({
  booking,
  member,
  preferred,
  memberChoices,
  team,
  editable,
  busy,
  onChange,
}: {
  booking: Booking;
  member: TeamMember | undefined;
  preferred: TeamMember | undefined;
  /** The members who offer the booked treatments, and the assigned one. */
  memberChoices: readonly TeamMember[];
  team: readonly TeamMember[];
  editable: boolean;
  busy: boolean;
  onChange: (teamMemberId: string, done: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <DetailRow icon={<BadgeIcon />} label={t('bookings.details.teamMember')}>
      {editable ? (
        <TextField
          select
          size="small"
          fullWidth
          value={booking.teamMemberId ?? ''}
          disabled={busy}
          onChange={(event) =>
            onChange(
              event.target.value,
              t('bookings.done.reassigned', {
                name: teamMemberName(
                  team.find((entry) => entry.id === event.target.value),
                  t,
                ),
              }),
            )
          }
          slotProps={{
            htmlInput: { 'aria-label': t('bookings.details.changeMember') },
            select: { SelectDisplayProps: { 'data-testid': 'booking-details-member' } as object },
          }}
          sx={{ mt: 0.5, maxWidth: 320 }}
        >
          {booking.teamMemberId === null ? (
            <MenuItem value="" disabled>
              {t('bookings.member.none')}
            </MenuItem>
          ) : null}
          {memberChoices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <ColorDot color={choice.color} />
                {teamMemberName(choice, t)}
              </Stack>
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TeamMemberLabel member={member} variant="body1" />
      )}
      {preferred ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('bookings.details.preferred', { name: teamMemberName(preferred, t) })}
        </Typography>
      ) : null}
    </DetailRow>
  );
}
