import EventIcon from '@mui/icons-material/EventOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { IconComponent } from '../../../components/icon-type.ts';
import { formatStudioDayWithWeekday, formatStudioTimeRange } from '../../../i18n/format-date-time.ts';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { selectionTotals } from '../treatment-selection.ts';

export interface SummaryTreatment {
  id: string | null;
  name: string;
  durationMinutes: number;
  priceCents: number;
}

export interface BookingSummaryData {
  studioName: string;
  address: string;
  timezone: string;
  currencyCode: string;
  treatments: readonly SummaryTreatment[];
  start?: string | null | undefined;
  end?: string | null | undefined;
  /** Shown as "with …"; undefined leaves the line out, null means "no preference". */
  memberName?: string | null | undefined;
}

function SummaryLine({ icon: Icon, children }: { icon: IconComponent; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1.25, alignItems: 'flex-start' }}>
      <Icon fontSize="small" aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

/** What is being booked: treatments with prices, time, team member, studio and the total. */
export function BookingSummary({ data, testId }: { data: BookingSummaryData; testId?: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const totals = selectionTotals(data.treatments);
  const money = (cents: number) => formatMoney(cents, locale, data.currencyCode);
  const when =
    data.start && data.end
      ? {
          day: formatStudioDayWithWeekday(data.start, data.timezone, locale),
          time: formatStudioTimeRange(data.start, data.end, data.timezone, locale),
        }
      : null;

  return (
    <Stack sx={{ gap: 2 }} data-testid={testId}>
      <Stack component="ul" sx={{ gap: 1.25, listStyle: 'none', p: 0, m: 0 }}>
        {data.treatments.map((treatment, index) => (
          <Box
            component="li"
            key={treatment.id ?? `${treatment.name}-${index}`}
            sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{treatment.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDuration(t, treatment.durationMinutes)}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{money(treatment.priceCents)}</Typography>
          </Box>
        ))}
      </Stack>
      {when || data.memberName !== undefined ? (
        <Stack sx={{ gap: 1 }}>
          {when ? (
            <SummaryLine icon={EventIcon}>
              <Typography data-testid="summary-day">{when.day}</Typography>
              <Typography variant="body2" color="text.secondary" data-testid="summary-time">
                {when.time}
              </Typography>
            </SummaryLine>
          ) : null}
          {data.memberName !== undefined ? (
            <SummaryLine icon={PersonIcon}>
              <Typography data-testid="summary-member">
                {data.memberName === null
                  ? t('bookingFlow.member.anyone')
                  : t('bookingFlow.member.with', {
                      name: data.memberName || t('bookingFlow.member.unnamed'),
                    })}
              </Typography>
            </SummaryLine>
          ) : null}
        </Stack>
      ) : null}
      <SummaryLine icon={PlaceIcon}>
        <Typography>{data.studioName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {data.address}
        </Typography>
      </SummaryLine>
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{t('bookingFlow.summary.total')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDuration(t, totals.durationMinutes)}
          </Typography>
        </Box>
        <Typography variant="h6" component="p" data-testid="summary-total">
          {money(totals.priceCents)}
        </Typography>
      </Stack>
    </Stack>
  );
}
