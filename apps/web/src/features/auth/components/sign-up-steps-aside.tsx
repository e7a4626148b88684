import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const stepKeys = ['account', 'verify', 'studio'] as const;
export type SignUpStep = (typeof stepKeys)[number];

/** The coloured side panel of the sign-up pages: the three steps from account to studio. */
export function SignUpStepsAside({ current }: { current: SignUpStep }) {
  const { t } = useTranslation();
  const currentIndex = stepKeys.indexOf(current);
  return (
    <Box
      sx={(theme) => ({
        display: { xs: 'none', md: 'block' },
        p: 5,
        borderRadius: 6,
        color: theme.palette.primary.contrastText,
        background: `radial-gradient(circle at 85% 10%, ${alpha('#ffffff', 0.18)}, transparent 40%), linear-gradient(145deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
      })}
    >
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mb: 2 }}>
        {t('register.asideTitle')}
      </Typography>
      <Typography sx={{ opacity: 0.92, mb: 4 }}>{t('register.asideText')}</Typography>
      <Stack component="ol" sx={{ gap: 2.5, p: 0, m: 0 }}>
        {stepKeys.map((key, index) => (
          <Stack
            component="li"
            key={key}
            direction="row"
            sx={{
              gap: 2,
              alignItems: 'center',
              listStyle: 'none',
              opacity: index <= currentIndex ? 1 : 0.75,
            }}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 36,
                height: 36,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                bgcolor: index === currentIndex ? '#ffffff' : alpha('#ffffff', 0.18),
                color: index === currentIndex ? theme.palette.primary.dark : 'inherit',
              })}
            >
              {(index + 1).toLocaleString()}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t(`register.steps.${key}.title`)}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.92 }}>
                {t(`register.steps.${key}.text`)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
