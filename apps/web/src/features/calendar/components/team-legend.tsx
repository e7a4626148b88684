import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@studio/domain/booking-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ColorDot, teamMemberName } from '../../../shared/bookings/components/team-member-label.tsx';
import { unassignedColor } from '../../../shared/team/member-colors.ts';
import { unassignedKey } from '../calendar-events.ts';

function Swatch({ label, background }: { label: string; background: string }) {
  return (
    <Stack direction="row" component="li" sx={{ gap: 0.75, alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 18, height: 12, borderRadius: 0.5, background, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

/**
 * Who is who: one chip per team member in their colour, pressed to show or hide their bookings;
 * the meaning of the shadings; and whether cancelled bookings are shown.
 */
export function TeamLegend({
  team,
  hidden,
  onToggle,
  onShowAll,
  showUnassigned,
  showCancelled,
  onShowCancelled,
}: {
  team: readonly TeamMember[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onShowAll: () => void;
  showUnassigned: boolean;
  showCancelled: boolean;
  onShowCancelled: (show: boolean) => void;
}) {
  const { t } = useTranslation();
  const entries = [
    ...team.map((member) => ({ key: member.id, name: teamMemberName(member, t), color: member.color })),
    ...(showUnassigned
      ? [{ key: unassignedKey, name: t('bookings.member.none'), color: unassignedColor }]
      : []),
  ];
  const allShown = entries.every((entry) => !hidden.has(entry.key));
  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { lg: 'center' }, mb: 2 }}
    >
      <Stack
        direction="row"
        role="group"
        aria-label={t('calendarView.legend.team')}
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        data-testid="calendar-legend"
      >
        <Chip
          label={t('calendarView.legend.all')}
          variant={allShown ? 'filled' : 'outlined'}
          onClick={onShowAll}
          aria-pressed={allShown}
          data-testid="calendar-legend-all"
        />
        {entries.map((entry) => {
          const shown = !hidden.has(entry.key);
          return (
            <Chip
              key={entry.key}
              icon={<ColorDot color={entry.color} size={12} />}
              label={entry.name}
              variant={shown ? 'filled' : 'outlined'}
              onClick={() => onToggle(entry.key)}
              aria-pressed={shown}
              data-testid="calendar-legend-member"
              data-member-id={entry.key}
              sx={{
                pl: 0.5,
                bgcolor: shown ? alpha(entry.color, 0.16) : undefined,
                '& .MuiChip-icon': { ml: 0.75 },
                '&:hover': { bgcolor: alpha(entry.color, 0.24) },
                textDecoration: shown ? 'none' : 'line-through',
              }}
            />
          );
        })}
      </Stack>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack component="ul" direction="row" sx={{ gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          <Swatch
            label={t('calendarView.legend.closedHours')}
            background="repeating-linear-gradient(-45deg, rgba(128,128,128,.12) 0 4px, rgba(128,128,128,.24) 4px 5px)"
          />
          <Swatch
            label={t('calendarView.legend.closure')}
            background="repeating-linear-gradient(45deg, rgba(211,47,47,.12) 0 4px, rgba(211,47,47,.3) 4px 6px)"
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={showCancelled}
              onChange={(event) => onShowCancelled(event.target.checked)}
              slotProps={{ input: { 'data-testid': 'calendar-show-cancelled' } as object }}
            />
          }
          label={<Typography variant="body2">{t('calendarView.legend.showCancelled')}</Typography>}
        />
      </Stack>
    </Stack>
  );
}
