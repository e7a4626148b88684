import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EditDeleteActions } from '../../../components/edit-delete-actions.tsx';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import type { PeriodStatus } from '../date-periods.ts';

/** One closure or booking rule: its dates, details, reason and state; past ones are greyed. */
export function PeriodRow({
  status,
  title,
  details,
  reason,
  chip,
  subject,
  onEdit,
  onDelete,
  testId,
  id,
}: {
  status: PeriodStatus;
  title: string;
  details: ReactNode;
  reason: string | null;
  chip: { tone: Tone; label: string };
  /** Names the entry for the edit and delete buttons. */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
  id: string;
}) {
  const past = status === 'past';
  return (
    <Card
      component="li"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        bgcolor: past ? 'action.hover' : undefined,
        boxShadow: past ? 'none' : undefined,
      }}
      data-testid={testId}
      data-id={id}
      data-status={status}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography
            component="h3"
            sx={{ fontWeight: 700, color: past ? 'text.secondary' : 'text.primary' }}
            data-testid={`${testId}-dates`}
          >
            {title}
          </Typography>
          <ToneChip tone={chip.tone} label={chip.label} data-testid={`${testId}-status`} />
        </Stack>
        <Typography variant="body2" color="text.secondary" component="div">
          {details}
        </Typography>
        {reason ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5, wordBreak: 'break-word', fontStyle: 'italic' }}
            data-testid={`${testId}-reason`}
          >
            {reason}
          </Typography>
        ) : null}
      </Box>
      <EditDeleteActions subject={subject} onEdit={onEdit} onDelete={onDelete} testIdPrefix={testId} />
    </Card>
  );
}

/** The list around period rows; `label` names it for screen readers. */
export function PeriodList({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
      data-testid={testId}
    >
      {children}
    </Stack>
  );
}
