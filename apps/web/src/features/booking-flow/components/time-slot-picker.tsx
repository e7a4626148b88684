import NightsStayIcon from '@mui/icons-material/NightsStayOutlined';
import WbSunnyIcon from '@mui/icons-material/WbSunnyOutlined';
import WbTwilightIcon from '@mui/icons-material/WbTwilightOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FreeSlotDto } from '@studio/domain/booking-contract';
import { useId } from 'react';
import type { IconComponent } from '../../../components/icon-type.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { type DayPart, type DayPartSlots, sameInstant } from '../free-slot-days.ts';

const partIcons: Record<DayPart, IconComponent> = {
  morning: WbTwilightIcon,
  afternoon: WbSunnyIcon,
  evening: NightsStayIcon,
};

function PartTimes({
  part,
  selectedStart,
  onSelect,
}: {
  part: DayPartSlots;
  selectedStart: string | null;
  onSelect: (slot: FreeSlotDto) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = partIcons[part.part];
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1, color: 'text.secondary' }}>
        <Icon fontSize="small" aria-hidden />
        <Typography id={titleId} variant="subtitle2" component="h3" color="text.secondary">
          {t(`bookingFlow.time.parts.${part.part}`)}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(80px, 1fr))', gap: 1 }}>
        {part.slots.map(({ slot, time }) => {
          const selected = selectedStart !== null && sameInstant(slot.start, selectedStart);
          return (
            <Button
              key={slot.start}
              variant={selected ? 'contained' : 'outlined'}
              onClick={() => onSelect(slot)}
              aria-pressed={selected}
              data-testid="time-slot"
              data-start={slot.start}
              sx={{ minHeight: 44, fontVariantNumeric: 'tabular-nums' }}
            >
              {time}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

/** A day's free times, grouped into morning, afternoon and evening. */
export function TimeSlotPicker({
  parts,
  selectedStart,
  onSelect,
}: {
  parts: readonly DayPartSlots[];
  selectedStart: string | null;
  onSelect: (slot: FreeSlotDto) => void;
}) {
  return (
    <Stack sx={{ gap: 2.5 }} data-testid="time-slots">
      {parts.map((part) => (
        <PartTimes key={part.part} part={part} selectedStart={selectedStart} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
