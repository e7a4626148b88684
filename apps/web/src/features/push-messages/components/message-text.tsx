import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A message in a list: its title, its text as written (line breaks kept), and a line about it. */
export function MessageText({ title, body, footer }: { title: string; body: string; footer: ReactNode }) {
  return (
    <ListItemText
      primary={title}
      secondary={
        <Stack component="span" sx={{ gap: 0.75, mt: 0.5 }}>
          <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {body}
          </Typography>
          {footer}
        </Stack>
      }
      slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'span' } }}
    />
  );
}
