import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { IconComponent } from '../../../components/icon-type.ts';

/** The centred card of the account pages (recovery, verification), with the page's one h1. */
export function AuthCard({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: IconComponent;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, mx: 'auto', my: { xs: 2, md: 6 } }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 56, height: 56, mb: 3 }}>
        <Icon />
      </Avatar>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }} data-testid="page-title">
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Card>
  );
}
