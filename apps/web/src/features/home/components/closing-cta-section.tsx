import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';

export function ClosingCtaSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-closing-title" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            borderRadius: 6,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            color: theme.palette.primary.contrastText,
            background: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
            textAlign: 'center',
          })}
        >
          <Typography id="home-closing-title" variant="h4" component="h2" sx={{ mb: 2 }}>
            {t('home.closing.title')}
          </Typography>
          <Typography sx={{ mb: 4, opacity: 0.95, maxWidth: 620, mx: 'auto' }}>
            {t('home.closing.text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to="/partner/register"
              variant="contained"
              size="large"
              sx={{
                bgcolor: 'background.paper',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'background.default' },
              }}
            >
              {t('home.cta.register')}
            </Button>
            <Button component={RouterLink} to="/login" variant="outlined" size="large" color="inherit">
              {t('home.cta.login')}
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
