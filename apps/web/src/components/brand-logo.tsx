import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/text-runtime.ts';
import { Link as RouterLink } from '../routing/build-router.ts';

export function BrandMark({ size = 34 }: { size?: number }) {
  const theme = useTheme();
  const { main, dark } = theme.palette.primary;
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill={theme.palette.mode === 'dark' ? dark : main} />
      <path d="M32 14c-6 8-9 15-9 22a9 9 0 0 0 18 0c0-7-3-14-9-22z" fill="#fff" opacity={0.95} />
      <path
        d="M28 36c0-3 1-6 3-9"
        stroke={theme.palette.mode === 'dark' ? dark : main}
        strokeWidth={3}
        strokeLinecap="round"
        fill="none"
      />
    </Box>
  );
}

/** Product mark and name, linking to the area's start page. */
export function BrandLogo({ to = '/', showName = true }: { to?: string; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={showName ? undefined : t('app.name')}
      data-testid="brand-home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <BrandMark />
      {showName ? (
        <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
          {t('app.name')}
        </Typography>
      ) : null}
    </Box>
  );
}
