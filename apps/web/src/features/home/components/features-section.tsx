import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { IconComponent } from '../../../components/icon-type.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const features: readonly { key: string; icon: IconComponent }[] = [
  { key: 'booking', icon: EventAvailableIcon },
  { key: 'calendar', icon: CalendarMonthIcon },
  { key: 'stamps', icon: LoyaltyIcon },
  { key: 'deals', icon: LocalOfferIcon },
  { key: 'vouchers', icon: CardGiftcardIcon },
  { key: 'assistant', icon: SupportAgentIcon },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-features-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {t('home.features.eyebrow')}
          </Typography>
          <Typography
            id="home-features-title"
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 2 }}
          >
            {t('home.features.title')}
          </Typography>
          <Typography color="text.secondary">{t('home.features.subtitle')}</Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: 3,
          }}
        >
          {features.map(({ key, icon: Icon }) => (
            <Card key={key} sx={{ p: 3.5, height: '100%' }} data-testid={`home-feature-${key}`}>
              <Avatar
                variant="rounded"
                sx={(theme) => ({
                  width: 52,
                  height: 52,
                  mb: 2.5,
                  borderRadius: 3,
                  color: 'primary.main',
                  bgcolor: alpha(theme.palette.primary.main, 0.12),
                })}
              >
                <Icon />
              </Avatar>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(`home.features.items.${key}.title`)}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {t(`home.features.items.${key}.text`)}
              </Typography>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
