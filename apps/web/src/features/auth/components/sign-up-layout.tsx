import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { ReactNode } from 'react';
import { type SignUpStep, SignUpStepsAside } from './sign-up-steps-aside.tsx';

/** The sign-up pages: the steps on the side (wide screens), the current step's card next to them. */
export function SignUpLayout({ step, children }: { step: SignUpStep; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
        py: { xs: 0, md: 6 },
        maxWidth: 1080,
        mx: 'auto',
      }}
    >
      <SignUpStepsAside current={step} />
      <Card sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 520, mx: 'auto' }}>{children}</Card>
    </Box>
  );
}
