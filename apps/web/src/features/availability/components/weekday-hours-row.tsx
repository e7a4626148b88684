import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TimeRange } from '@studio/domain/opening-hours';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import {
  nextRangeAfter,
  type RangeProblem,
  rangeProblemsOf,
  timeChoices,
  type WeekdayRow,
} from '../opening-hours-form.ts';

function TimeSelect({
  label,
  edge,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  edge: 'start' | 'end';
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      sx={{ width: 116 }}
      slotProps={{
        select: {
          SelectDisplayProps: { 'data-testid': testId } as object,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } },
        },
      }}
    >
      {timeChoices(edge, value).map((time) => (
        <MenuItem key={time} value={time} data-testid={`time-option-${time}`}>
          {time}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One weekday: open or closed, and its open ranges with quarter-hour selects. */
export function WeekdayHoursRow({
  row,
  dayName,
  serverProblems,
  onChange,
  onCopyToAll,
}: {
  row: WeekdayRow;
  dayName: string;
  /** Ranges the server refused (8009), by index. */
  serverProblems: ReadonlySet<number>;
  onChange: (row: WeekdayRow) => void;
  onCopyToAll: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const problems = rangeProblemsOf(row.ranges);
  const next = nextRangeAfter(row.ranges);
  const setRange = (index: number, range: TimeRange) =>
    onChange({ ...row, ranges: row.ranges.map((current, at) => (at === index ? range : current)) });
  const problemText = (problem: RangeProblem | null, index: number) => {
    if (problem) return t(`availability.hours.problems.${problem}`);
    return serverProblems.has(index) ? t('availability.hours.problems.server') : null;
  };

  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: '180px minmax(0, 1fr) auto' },
        gap: { xs: 1.5, md: 3 },
        alignItems: 'start',
        py: 2,
      }}
      data-testid={`hours-day-${row.weekday}`}
      data-open={String(row.open)}
    >
      <Stack sx={{ gap: 0.5, minWidth: 0 }}>
        <Typography id={nameId} sx={{ fontWeight: 700, pt: { md: 1 } }}>
          {dayName}
        </Typography>
        <FormControlLabel
          sx={{ m: 0, gap: 1 }}
          control={
            <Switch
              size="small"
              checked={row.open}
              onChange={(event) => onChange({ ...row, open: event.target.checked })}
              slotProps={{
                input: {
                  'aria-label': t('availability.hours.openOn', { day: dayName }),
                  ...{ 'data-testid': `hours-open-${row.weekday}` },
                },
              }}
            />
          }
          label={
            <Typography variant="body2" color="text.secondary">
              {row.open ? t('availability.hours.open') : t('availability.hours.closed')}
            </Typography>
          }
        />
      </Stack>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
        {row.open ? (
          <Stack sx={{ gap: 1.5 }}>
            {row.ranges.map((range, index) => {
              const problem = problemText(problems[index] ?? null, index);
              return (
                // Ranges have no identity of their own; their position is what the form edits.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Box key={index} data-testid={`hours-range-${row.weekday}-${index}`}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <TimeSelect
                      label={t('availability.hours.from')}
                      edge="start"
                      value={range.start}
                      onChange={(start) => setRange(index, { ...range, start })}
                      error={Boolean(problem)}
                      testId={`hours-start-${row.weekday}-${index}`}
                    />
                    <Typography aria-hidden color="text.secondary">
                      –
                    </Typography>
                    <TimeSelect
                      label={t('availability.hours.until')}
                      edge="end"
                      value={range.end}
                      onChange={(end) => setRange(index, { ...range, end })}
                      error={Boolean(problem)}
                      testId={`hours-end-${row.weekday}-${index}`}
                    />
                    {row.ranges.length > 1 ? (
                      <Tooltip title={t('availability.hours.removeRange')}>
                        <IconButton
                          aria-label={t('availability.hours.removeRange')}
                          onClick={() =>
                            onChange({ ...row, ranges: row.ranges.filter((_, at) => at !== index) })
                          }
                          data-testid={`hours-remove-${row.weekday}-${index}`}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </Stack>
                  {problem ? (
                    <FormHelperText error data-testid={`hours-problem-${row.weekday}-${index}`}>
                      {problem}
                    </FormHelperText>
                  ) : null}
                </Box>
              );
            })}
            <Box>
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={!next}
                onClick={() => next && onChange({ ...row, ranges: [...row.ranges, next] })}
                data-testid={`hours-add-${row.weekday}`}
              >
                {t('availability.hours.addRange')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ pt: { md: 1 } }}>
            {t('availability.hours.closedText')}
          </Typography>
        )}
      </Box>
      <Tooltip title={t('availability.hours.copyToAll', { day: dayName })}>
        <IconButton
          aria-label={t('availability.hours.copyToAll', { day: dayName })}
          onClick={onCopyToAll}
          data-testid={`hours-copy-${row.weekday}`}
        >
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
