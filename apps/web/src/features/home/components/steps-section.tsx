import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const steps = ['account', 'studio', 'share'] as const;

export function StepsSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-steps-title"
      sx={(theme) => ({ py: { xs: 7, md: 10 }, bgcolor: alpha(theme.palette.primary.main, 0.05) })}
    >
      <Container maxWidth="lg">
        <Typography
          id="home-steps-title"
          variant="h3"
          component="h2"
          sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, textAlign: 'center', mb: { xs: 5, md: 7 } }}
        >
          {t('home.steps.title')}
        </Typography>
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 4,
            p: 0,
            m: 0,
          }}
        >
          {steps.map((key, index) => (
            <Box
              component="li"
              key={key}
              sx={{ listStyle: 'none', textAlign: { xs: 'start', md: 'center' } }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  mx: { md: 'auto' },
                  mb: 2,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 800,
                  fontSize: 20,
                }}
              >
                {(index + 1).toLocaleString()}
              </Box>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(`home.steps.items.${key}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`home.steps.items.${key}.text`)}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
