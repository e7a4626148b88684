import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';

/** Lite, Basic, Plus, monthly excluding VAT; amounts are not published here. */
const plans = [
  { id: 'lite', features: ['booking', 'calendar', 'stamps'] },
  { id: 'basic', features: ['everythingLite', 'deals', 'vouchers', 'team'] },
  {
    id: 'plus',
    features: ['everythingBasic', 'assistant', 'messaging', 'platform', 'support', 'visibility'],
  },
] as const;

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
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 3,
            alignItems: 'stretch',
          }}
        >
          {plans.map((plan) => {
            const highlighted = plan.id === 'plus';
            return (
              <Card
                key={plan.id}
                data-testid={`home-plan-${plan.id}`}
                sx={{
                  p: 4,
                  display: 'flex',
                  flexDirection: 'column',
                  position: 'relative',
                  borderColor: highlighted ? 'primary.main' : undefined,
                  borderWidth: highlighted ? 2 : undefined,
                }}
              >
                {highlighted ? (
                  <Chip
                    label={t('home.plans.recommended')}
                    color="primary"
                    size="small"
                    sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, fontWeight: 700 }}
                  />
                ) : null}
                <Typography variant="h5" component="h3" sx={{ fontWeight: 800 }}>
                  {t(`home.plans.items.${plan.id}.name`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, minHeight: { md: 48 } }}>
                  {t(`home.plans.items.${plan.id}.tagline`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2, fontWeight: 600 }}>
                  {t('home.plans.billing')}
                </Typography>
                <List dense sx={{ my: 2, flexGrow: 1 }}>
                  {plan.features.map((feature) => (
                    <ListItem key={feature} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
                        <CheckIcon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={t(`home.plans.features.${feature}`)} />
                    </ListItem>
                  ))}
                </List>
                <Button
                  component={RouterLink}
                  to="/partner/register"
                  variant={highlighted ? 'contained' : 'outlined'}
                  size="large"
                  fullWidth
                  data-testid={`home-plan-${plan.id}-cta`}
                >
                  {t('home.plans.choose', { plan: t(`home.plans.items.${plan.id}.name`) })}
                </Button>
              </Card>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
