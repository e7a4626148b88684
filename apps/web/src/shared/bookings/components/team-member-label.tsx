import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { TeamMember } from '@studio/domain/booking-contract';
import type { TFunction } from '../../../i18n/text-runtime.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { unassignedColor } from '../../team/member-colors.ts';

/** A team member without a name is shown as unnamed. */
export function teamMemberName(member: Pick<TeamMember, 'name'> | undefined, t: TFunction): string {
  if (!member) return t('bookings.member.none');
  return member.name.trim() || t('bookings.member.unnamed');
}

export function ColorDot({ color, size = 10 }: { color: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        display: 'inline-block',
        boxShadow: (theme) => `0 0 0 1px ${theme.palette.divider}`,
      }}
    />
  );
}

/** The member's colour dot and name (or "unnamed", or "no team member"). */
export function TeamMemberLabel({
  member,
  variant = 'body2',
}: {
  member: TeamMember | undefined;
  variant?: TypographyProps['variant'];
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      <ColorDot color={member?.color ?? unassignedColor} />
      <Typography variant={variant} component="span" noWrap>
        {teamMemberName(member, t)}
      </Typography>
    </Stack>
  );
}
