import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { HydrateInTurn } from '../../../components/hydrate-in-turn.tsx';
import { formatStudioDayWithWeekday, formatStudioTime } from '../../../i18n/format-date-time.ts';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { selectionTotals } from '../treatment-selection.ts';
import { BookingSummary, type BookingSummaryData } from './booking-summary.tsx';

export interface FlowAction {
  label: string;
  testId: string;
  disabled?: boolean;
  loading?: boolean;
  /** A link to the next step… */
  to?: string;
  /** …or the id of the form this button submits. */
  submitsForm?: string;
  /** Beside a disabled button: what is still missing before it can be used. */
  hint?: string;
}

const mirrorInRtl = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;
export const stepCount = 3;

/** The hint of a disabled action, read out with its button (aria-describedby). */
function ActionHint({ action, id }: { action: FlowAction; id: string }) {
  if (!action.disabled || !action.hint) return null;
  return (
    <Typography
      id={id}
      variant="body2"
      color="text.secondary"
      data-testid={`${action.testId}-hint`}
      sx={{ lineHeight: 1.35 }}
    >
      {action.hint}
    </Typography>
  );
}

function ActionButton({
  action,
  fullWidth,
  hintId,
}: {
  action: FlowAction;
  fullWidth?: boolean;
  hintId?: string;
}) {
  const common = {
    'aria-describedby': action.disabled && action.hint ? hintId : undefined,
    variant: 'contained',
    size: 'large',
    disabled: action.disabled ?? false,
    loading: action.loading ?? false,
    fullWidth: fullWidth ?? false,
    endIcon: <ArrowForwardIcon sx={mirrorInRtl} />,
    sx: { whiteSpace: 'nowrap', flexShrink: 0 },
  } as const;
  if (action.submitsForm) {
    return (
      <Button {...common} type="submit" form={action.submitsForm} data-testid={action.testId}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button {...common} component={RouterLink} to={action.to ?? '#'} data-testid={action.testId}>
      {action.label}
    </Button>
  );
}

/** The phone's bottom bar: what is chosen so far, the total and the next step, always in reach. */
function PhoneActionBar({ summary, action }: { summary: BookingSummaryData; action: FlowAction }) {
  const { t } = useTranslation();
  const hintId = useId();
  const locale = currentLocale();
  const totals = selectionTotals(summary.treatments);
  const when = summary.start
    ? `${formatStudioDayWithWeekday(summary.start, summary.timezone, locale)} · ${formatStudioTime(summary.start, summary.timezone, locale)}`
    : null;
  return (
    <Paper
      elevation={8}
      square
      data-testid="booking-bar"
      sx={{
        display: { md: 'none' },
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mx: { xs: -2, sm: -3 },
        mt: 3,
        px: { xs: 2, sm: 3 },
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ mb: action.disabled && action.hint ? 1 : 0 }}>
        <ActionHint action={action} id={hintId} />
      </Box>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }} aria-live="polite">
          <Typography variant="body2" color="text.secondary" noWrap data-testid="booking-bar-detail">
            {when
              ? when
              : totals.count === 0
                ? t('bookingFlow.summary.nothingChosen')
                : `${t('bookingFlow.summary.count', { count: totals.count })} · ${formatDuration(t, totals.durationMinutes)}`}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="booking-bar-total">
            {formatMoney(totals.priceCents, locale, summary.currencyCode)}
          </Typography>
        </Box>
        <ActionButton action={action} hintId={hintId} />
      </Stack>
    </Paper>
  );
}

/**
 * The frame of every booking step: a back link, the studio, the step's title and progress; on
 * phones a sticky bottom bar with totals and the next step, on wider screens a sticky summary
 * beside a centred column.
 */
export function BookingFlowFrame({
  step,
  title,
  backTo,
  backLabel,
  summary,
  action,
  children,
}: {
  step: number;
  title: string;
  backTo: string;
  backLabel: string;
  summary: BookingSummaryData;
  action: FlowAction;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const summaryTitleId = useId();
  const hintId = useId();
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }} data-testid="booking-flow">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', mb: { xs: 2.5, md: 4 } }}>
        <IconButton
          component={RouterLink}
          to={backTo}
          aria-label={backLabel}
          edge="start"
          sx={{ mt: 0.5 }}
          data-testid="booking-back"
        >
          <ArrowBackIcon sx={mirrorInRtl} />
        </IconButton>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6 }}>
            {summary.studioName}
          </Typography>
          <Typography variant="h4" component="h1" data-testid="page-title" sx={{ wordBreak: 'break-word' }}>
            {title}
          </Typography>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mt: 1, maxWidth: 360 }}>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('bookingFlow.step', { step, total: stepCount })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(step / stepCount) * 100}
              aria-label={t('bookingFlow.step', { step, total: stepCount })}
              sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
            />
          </Stack>
        </Box>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>{children}</Box>
        {/* A server-rendered step hydrates the summary and the phone's bar in tasks of their own. */}
        <HydrateInTurn turn={3}>
          <Card
            component="aside"
            aria-labelledby={summaryTitleId}
            sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88, p: 3 }}
            data-testid="booking-side-summary"
          >
            <Typography id={summaryTitleId} variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('bookingFlow.summary.title')}
            </Typography>
            {summary.treatments.length > 0 ? (
              <BookingSummary data={summary} />
            ) : (
              <Typography color="text.secondary">{t('bookingFlow.summary.nothingChosen')}</Typography>
            )}
            <Stack sx={{ mt: 3, gap: 1 }}>
              <ActionButton action={action} fullWidth hintId={hintId} />
              <ActionHint action={action} id={hintId} />
            </Stack>
          </Card>
        </HydrateInTurn>
      </Box>
      <HydrateInTurn turn={4}>
        <PhoneActionBar summary={summary} action={action} />
      </HydrateInTurn>
    </Box>
  );
}
