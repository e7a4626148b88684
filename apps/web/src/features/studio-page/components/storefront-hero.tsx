import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DirectionsIcon from '@mui/icons-material/DirectionsOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import type { Shop } from '../../../shared/shops/api/get-shop.ts';
import { mapLinkOf } from '../map-link.ts';

const coverHeight = { xs: 148, sm: 220, md: 280 };

/** The top of the storefront: cover, logo, name, address with map link, contact buttons and the one book action. */
export function StorefrontHero({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const mapLink = mapLinkOf(shop);
  return (
    <Card sx={{ overflow: 'hidden' }}>
      <Box
        data-testid="storefront-cover"
        sx={(theme) => ({
          height: coverHeight,
          background: shop.backgroundUrl
            ? `center / cover no-repeat url("${shop.backgroundUrl}")`
            : `radial-gradient(120% 140% at 100% 0%, ${alpha(theme.palette.primary.main, 0.55)}, transparent 60%), linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
        })}
      />
      <Box sx={{ px: { xs: 2.5, sm: 4 }, pb: { xs: 3, sm: 4 } }}>
        <Avatar
          src={shop.logoUrl ?? undefined}
          alt={shop.logoUrl ? t('storefront.logoAlt', { name: shop.name }) : undefined}
          sx={{
            width: { xs: 84, sm: 104 },
            height: { xs: 84, sm: 104 },
            mt: { xs: '-42px', sm: '-52px' },
            border: 4,
            borderColor: 'background.paper',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 36,
            fontWeight: 700,
          }}
        >
          {shop.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Chip
          label={t(`shop.categories.${shop.category}`)}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ mt: 2, mb: 1 }}
        />
        <Typography variant="h4" component="h1" data-testid="page-title" sx={{ wordBreak: 'break-word' }}>
          {/* The studio's name in its own direction, placed where the page's language puts headings. */}
          <bdi>{shop.name}</bdi>
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', mt: 1, color: 'text.secondary' }}>
          <PlaceIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
          <Typography variant="body2" color="text.secondary">
            <bdi data-testid="partner-address">{shop.address}</bdi>{' '}
            <Link
              href={mapLink}
              target="_blank"
              rel="noopener"
              underline="always"
              data-testid="storefront-map-link"
            >
              {t('storefront.showOnMap')}
            </Link>
          </Typography>
        </Stack>
        <Button
          component={RouterLink}
          to="app/book"
          variant="contained"
          size="large"
          fullWidth
          endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          data-testid="partner-book"
          sx={{ mt: 3, py: 1.5, maxWidth: { sm: 360 } }}
        >
          {t('storefront.book')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('storefront.bookHint')}
        </Typography>
        <Stack
          direction="row"
          sx={{ gap: 1, mt: 3, flexWrap: 'wrap' }}
          aria-label={t('storefront.contact')}
          role="group"
          data-testid="storefront-contact"
        >
          {shop.phone ? (
            <Button
              href={`tel:${shop.phone.replace(/\s+/g, '')}`}
              variant="outlined"
              startIcon={<PhoneIcon />}
              data-testid="storefront-call"
            >
              {t('storefront.call')}
            </Button>
          ) : null}
          {shop.email ? (
            <Button
              href={`mailto:${shop.email}`}
              variant="outlined"
              startIcon={<EmailIcon />}
              data-testid="storefront-email"
            >
              {t('storefront.email')}
            </Button>
          ) : null}
          <Button
            href={mapLink}
            target="_blank"
            rel="noopener"
            variant="outlined"
            startIcon={<DirectionsIcon />}
            data-testid="storefront-directions"
          >
            {t('storefront.directions')}
          </Button>
        </Stack>
      </Box>
    </Card>
  );
}
