import PersonIcon from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import type { TeamMember } from '@studio/domain/booking-contract';
import { initialsOf, readableTextOn } from '../member-colors.ts';

/** A member's initials on their calendar colour; an unnamed member gets a person icon. */
export function MemberAvatar({
  member,
  size = 40,
  decorative = true,
}: {
  member: Pick<TeamMember, 'name' | 'color'>;
  size?: number;
  /** Beside the written name the avatar says nothing new, so screen readers skip it. */
  decorative?: boolean;
}) {
  const initials = initialsOf(member.name);
  return (
    <Avatar
      aria-hidden={decorative || undefined}
      sx={{
        width: size,
        height: size,
        bgcolor: member.color,
        color: readableTextOn(member.color),
        fontSize: size * 0.4,
        fontWeight: 700,
      }}
    >
      {initials || <PersonIcon sx={{ fontSize: size * 0.6 }} />}
    </Avatar>
  );
}
