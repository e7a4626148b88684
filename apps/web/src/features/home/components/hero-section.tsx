import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import SearchIcon from '@mui/icons-material/Search';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';

const appointmentKeys = ['first', 'second', 'third'] as const;
const STAMPS_TOTAL = 10;
const STAMPS_COLLECTED = 7;

/** A product preview drawn with real components, so it follows theme, language and direction. */
function ProductPreview() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'relative', maxWidth: 420, mx: 'auto', width: '100%' }} aria-hidden>
      <Card sx={{ p: 3, position: 'relative', zIndex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <EventAvailableIcon />
          </Avatar>
          <Box>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {t('home.preview.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('home.preview.subtitle')}
            </Typography>
          </Box>
        </Stack>
        <Stack sx={{ gap: 1.25 }}>
          {appointmentKeys.map((key, index) => (
            <Stack
              key={key}
              direction="row"
              sx={(theme) => ({
                alignItems: 'center',
                gap: 1.5,
                p: 1.25,
                borderRadius: 2,
                bgcolor: alpha(theme.palette.primary.main, index === 0 ? 0.1 : 0.04),
              })}
            >
              <Typography
                variant="body2"
                sx={{ fontWeight: 700, minWidth: 48, fontVariantNumeric: 'tabular-nums' }}
              >
                {t(`home.preview.appointments.${key}.time`)}
              </Typography>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  {t(`home.preview.appointments.${key}.service`)}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {t(`home.preview.appointments.${key}.customer`)}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Card>
      <Card
        sx={{
          p: 2,
          position: { xs: 'relative', sm: 'absolute' },
          zIndex: 2,
          mt: { xs: 2, sm: 0 },
          insetInlineEnd: { sm: -40 },
          bottom: { sm: -112 },
          width: { xs: '100%', sm: 260 },
        }}
      >
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('home.preview.stampCard')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.75 }}>
          {Array.from({ length: STAMPS_TOTAL }, (_, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: stamps are identical, positional slots
              key={index}
              sx={(theme) => ({
                aspectRatio: '1',
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: index < STAMPS_COLLECTED ? 'primary.main' : alpha(theme.palette.primary.main, 0.08),
                color: 'primary.contrastText',
              })}
            >
              {index < STAMPS_COLLECTED ? <StarRoundedIcon sx={{ fontSize: 16 }} /> : null}
            </Box>
          ))}
        </Box>
      </Card>
    </Box>
  );
}

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        background: `radial-gradient(60% 60% at 85% 20%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 70%), radial-gradient(50% 50% at 10% 90%, ${alpha(theme.palette.secondary.main, 0.14)}, transparent 70%)`,
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 11 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Chip
              icon={<AutoAwesomeIcon />}
              label={t('home.hero.eyebrow')}
              color="primary"
              variant="outlined"
              sx={{ mb: 3, fontWeight: 600 }}
            />
            <Typography
              id="home-title"
              variant="h2"
              component="h1"
              data-testid="page-title"
              sx={{ fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.4rem' }, lineHeight: 1.1, mb: 3 }}
            >
              {t('home.hero.title')}
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
              {t('home.hero.subtitle')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 5 }}>
              <Button
                component={RouterLink}
                to="/partner/register"
                variant="contained"
                size="large"
                endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
                data-testid="home-cta-register"
              >
                {t('home.cta.register')}
              </Button>
              <Button
                component={RouterLink}
                to="/login"
                variant="outlined"
                size="large"
                data-testid="home-cta-login"
              >
                {t('home.cta.login')}
              </Button>
              <Button
                component={RouterLink}
                to="/find"
                variant="outlined"
                size="large"
                startIcon={<SearchIcon />}
                data-testid="home-cta-find"
              >
                {t('home.cta.find')}
              </Button>
            </Stack>
            <Stack direction="row" sx={{ gap: { xs: 3, sm: 6 }, flexWrap: 'wrap' }} data-testid="home-claims">
              {(['professionals', 'customers'] as const).map((key) => (
                <Box key={key}>
                  <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800 }}>
                    {t(`home.claims.${key}.value`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`home.claims.${key}.label`)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Box>
          <Box sx={{ pb: { sm: 14 } }}>
            <ProductPreview />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
