import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { PlanCards } from '../../../shared/plans/components/plan-cards.tsx';

/**
 * The plans with their prices and features from the same list the in-app plan dialog shows and
 * the server bills by; choosing one starts the studio's sign-up.
 */
export function PlansSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-plans-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {t('home.plans.eyebrow')}
          </Typography>
          <Typography
            id="home-plans-title"
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 2 }}
          >
            {t('home.plans.title')}
          </Typography>
          <Typography color="text.secondary">{t('home.plans.subtitle')}</Typography>
        </Box>
        <PlanCards
          action={{ linkTo: '/partner/register' }}
          testIdPrefix="home-plan"
          textPrefix="home.plans.cards"
        />
      </Container>
    </Box>
  );
}
