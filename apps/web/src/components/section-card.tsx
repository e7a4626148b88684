import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled part of a page (h2), with an optional explanation and actions on the title line. */
export function SectionCard({
  title,
  description,
  actions,
  children,
  testId,
  tourTarget,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** `data-tour` value: a tour step highlights this card. */
  tourTarget?: string;
}) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, sm: 3, md: 4 } }}
      data-testid={testId}
      data-tour={tourTarget}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2.5 }}
      >
        <div>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 680 }}>
              {description}
            </Typography>
          ) : null}
        </div>
        {actions}
      </Stack>
      {children}
    </Card>
  );
}
