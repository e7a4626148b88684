import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '@studio/domain/booking-contract';
import { type BookingStatus, bookingStatuses } from '@studio/domain/booking-status';
import { addDays } from '@studio/domain/calendar-day';
import { SearchField } from '../../../components/search-field.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ShopDateField } from '../../../shared/bookings/components/shop-date-field.tsx';
import { ColorDot, teamMemberName } from '../../../shared/bookings/components/team-member-label.tsx';
import { type BookingFilters, longestSpanDays, withFromDay } from '../booking-filters.ts';

/** Date range, team member, statuses and a customer search over a bookings list. */
export function BookingFilterBar({
  filters,
  team,
  onChange,
  onReset,
  changed,
}: {
  filters: BookingFilters;
  team: readonly TeamMember[];
  onChange: (filters: BookingFilters) => void;
  onReset: () => void;
  changed: boolean;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<BookingFilters>) => onChange({ ...filters, ...patch });
  return (
    <Box
      role="search"
      aria-label={t('bookings.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <ShopDateField
        label={t('bookings.filters.from')}
        value={filters.from}
        onChange={(from) => {
          if (from) onChange(withFromDay(filters, from));
        }}
        testId="bookings-filter-from"
      />
      <ShopDateField
        label={t('bookings.filters.to')}
        value={filters.to}
        minDay={filters.from}
        maxDay={addDays(filters.from, longestSpanDays - 1)}
        onChange={(to) => {
          if (to && to >= filters.from) set({ to });
        }}
        testId="bookings-filter-to"
      />
      <TextField
        select
        size="small"
        label={t('bookings.filters.teamMember')}
        value={filters.teamMemberId}
        onChange={(event) => set({ teamMemberId: event.target.value })}
        slotProps={{
          select: {
            displayEmpty: true,
            SelectDisplayProps: { 'data-testid': 'bookings-filter-member' } as object,
          },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value="">{t('bookings.filters.wholeTeam')}</MenuItem>
        {team.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              <ColorDot color={member.color} />
              {teamMemberName(member, t)}
            </Box>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('bookings.filters.status')}
        value={filters.statuses}
        // Several chosen statuses wrap instead of ending in "…" ("Wartet auf Bestätigung, Best…").
        sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
        onChange={(event) => {
          const value = event.target.value as unknown as BookingStatus[] | string;
          set({ statuses: (typeof value === 'string' ? value.split(',') : value) as BookingStatus[] });
        }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const list = selected as BookingStatus[];
              return list.length === 0
                ? t('bookings.filters.allStatuses')
                : list.map((status) => t(`bookings.status.${status}`)).join(', ');
            },
            SelectDisplayProps: { 'data-testid': 'bookings-filter-status' } as object,
          },
          inputLabel: { shrink: true },
        }}
      >
        {bookingStatuses.map((status) => (
          <MenuItem key={status} value={status} data-testid={`bookings-filter-status-${status}`}>
            <Checkbox size="small" checked={filters.statuses.includes(status)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={t(`bookings.status.${status}`)} />
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 3' } }}>
        <SearchField
          value={filters.search}
          onChange={(search) => set({ search })}
          label={t('bookings.filters.search')}
          testId="bookings-filter-search"
        />
      </Box>
      <Button
        startIcon={<RestartAltIcon />}
        onClick={onReset}
        disabled={!changed}
        sx={{
          justifySelf: 'start',
          mt: 0.25,
          whiteSpace: 'nowrap',
          gridColumn: { xs: '1 / -1', md: 'auto' },
        }}
        data-testid="bookings-filter-reset"
      >
        {t('bookings.filters.reset')}
      </Button>
    </Box>
  );
}
