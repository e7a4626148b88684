import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { IconComponent } from './icon-type.ts';

/** An empty list of a studio-setup screen: what belongs here and the action that starts it. */
export function SetupEmptyState({
  icon: Icon,
  title,
  text,
  actions,
  testId,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }} data-testid={testId}>
      <Avatar
        sx={(theme) => ({
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2.5,
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.12),
        })}
      >
        <Icon sx={{ fontSize: 36 }} />
      </Avatar>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: actions ? 3 : 0 }}>
        {text}
      </Typography>
      {actions ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
          {actions}
        </Stack>
      ) : null}
    </Card>
  );
}
