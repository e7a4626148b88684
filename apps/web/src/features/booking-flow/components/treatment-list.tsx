import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Treatment } from '@studio/domain/booking-contract';
import { useId } from 'react';
import { HydrateInTurn, turnOfPart } from '../../../components/hydrate-in-turn.tsx';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import type { TreatmentGroup } from '../treatment-selection.ts';

// A server-rendered list (hydrated in turn 3, components/hydrate-in-turn.tsx) hydrates its cards a
// few per later task: all of them in one task took a phone over 100 ms.
const cardTurns = { first: 5, perTurn: 2 };

function TreatmentCard({
  service,
  currencyCode,
  selected,
  onToggle,
}: {
  service: Treatment;
  currencyCode: string;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const nameId = useId();
  const detailsId = useId();
  const money = (cents: number) => formatMoney(cents, locale, currencyCode);
  const extras = service.extras.filter((extra) => extra.priceCents > 0);

  return (
    <Card
      component="label"
      variant="outlined"
      data-testid="treatment"
      data-service-id={service.id}
      data-selected={selected}
      sx={(theme) => ({
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: { xs: 2, sm: 2.5 },
        cursor: 'pointer',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        transition: theme.transitions.create(['border-color', 'background-color'], {
          duration: theme.transitions.duration.shortest,
        }),
        '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
        '&:has(input:focus-visible)': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {service.name}
        </Typography>
        <Box id={detailsId}>
          {service.description ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 0.5,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {service.description}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ gap: 2, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
              <ScheduleIcon sx={{ fontSize: 18 }} aria-hidden />
              <Typography variant="body2" color="text.secondary" component="span">
                {formatDuration(t, service.durationMinutes)}
              </Typography>
            </Stack>
            <Typography component="span" sx={{ fontWeight: 600 }} data-testid="treatment-price">
              {money(service.priceCents)}
            </Typography>
          </Stack>
          {extras.length > 0 ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
              {t('bookingFlow.treatments.extras', {
                extras: extras
                  .map((extra) =>
                    t(
                      extra.kind === 'perUnit'
                        ? 'bookingFlow.treatments.extraPerUnit'
                        : 'bookingFlow.treatments.extraDirect',
                      { name: extra.name, price: money(extra.priceCents) },
                    ),
                  )
                  .join(', '),
              })}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Checkbox
        checked={selected}
        onChange={onToggle}
        icon={<RadioButtonUncheckedIcon />}
        checkedIcon={<CheckCircleIcon />}
        sx={{ m: -1 }}
        slotProps={{
          input: {
            'aria-labelledby': nameId,
            'aria-describedby': detailsId,
            ...{ 'data-testid': 'treatment-checkbox' },
          },
        }}
      />
    </Card>
  );
}

/** The studio's treatments by category; each can be chosen or left. */
export function TreatmentList({
  groups,
  currencyCode,
  selectedIds,
  onToggle,
}: {
  groups: readonly TreatmentGroup[];
  currencyCode: string;
  selectedIds: ReadonlySet<string>;
  onToggle: (serviceId: string) => void;
}) {
  const { t } = useTranslation();
  const firstIndex = groups.map((_, at) =>
    groups.slice(0, at).reduce((count, group) => count + group.services.length, 0),
  );
  return (
    <Stack sx={{ gap: 4 }}>
      {groups.map((group, groupAt) => (
        <Box
          component="section"
          key={group.category ?? ''}
          aria-label={group.category ?? t('bookingFlow.treatments.otherCategory')}
          data-testid="treatment-group"
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {group.category ?? t('bookingFlow.treatments.otherCategory')}
          </Typography>
          <Stack sx={{ gap: 1.5 }}>
            {group.services.map((service, at) => (
              <HydrateInTurn key={service.id} turn={turnOfPart((firstIndex[groupAt] ?? 0) + at, cardTurns)}>
                <TreatmentCard
                  service={service}
                  currencyCode={currencyCode}
                  selected={selectedIds.has(service.id)}
                  onToggle={() => onToggle(service.id)}
                />
              </HydrateInTurn>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
