import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@studio/domain/booking-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { teamMemberName } from '../../../shared/bookings/components/team-member-label.tsx';
import { readableTextOn, unassignedColor } from '../../../shared/team/member-colors.ts';
import { unassignedKey } from '../calendar-events.ts';

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

/** Whose column it is in the day view: the member's initials in their colour and name (or "no member"). */
export function TeamDayColumnHeader({ member }: { member: TeamMember | undefined }) {
  const { t } = useTranslation();
  const name = member ? teamMemberName(member, t) : t('bookings.member.none');
  return (
    <Box
      data-testid="team-day-column-header"
      data-member-id={member?.id ?? unassignedKey}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderInlineStart: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      <Avatar
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          fontSize: '0.85rem',
          fontWeight: 700,
          bgcolor: member?.color ?? unassignedColor,
          color: readableTextOn(member?.color ?? unassignedColor),
        }}
      >
        {initialsOf(name)}
      </Avatar>
      <Typography variant="subtitle2" component="span" noWrap>
        {name}
      </Typography>
    </Box>
  );
}
