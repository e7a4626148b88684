import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IconComponent } from './icon-type.ts';

/** A tab of the studio app with nothing to show yet: a large icon and one line of text. */
export function TabEmptyState({
  icon: Icon,
  text,
  testId,
}: {
  icon: IconComponent;
  text: string;
  testId: string;
}) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 1, py: 4, textAlign: 'center' }} data-testid={testId}>
      <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
