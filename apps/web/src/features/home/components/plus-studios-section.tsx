import MyLocationIcon from '@mui/icons-material/MyLocationOutlined';
import StarIcon from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { consumerCities } from '@studio/domain/consumer-cities';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { generatePath, Link as RouterLink } from '../../../routing/build-router.ts';
import { screenOf } from '../../../shared/screens.ts';
import { type PlusStudiosArea, usePlusStudios } from '../api/search-plus-studios.ts';

// Until the visitor shares a location the section shows the platform's first city.
const firstCity = consumerCities[0];
const defaultArea: PlusStudiosArea = {
  latitude: firstCity?.latitude ?? 52.52,
  longitude: firstCity?.longitude ?? 13.405,
  radiusKm: firstCity?.radiusKm ?? 25,
};

/** Plus studios near the visitor, badged: the visibility the Plus plan sells. */
export function PlusStudiosSection() {
  const { t } = useTranslation();
  const [area, setArea] = useState(defaultArea);
  const [placeName, setPlaceName] = useState(firstCity?.name ?? '');
  const studios = usePlusStudios(area);
  const items = studios.data?.items ?? [];
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  function locate() {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setArea({ latitude: coords.latitude, longitude: coords.longitude, radiusKm: 25 });
        setPlaceName(t('home.plusStudios.nearYou'));
      },
      () => undefined,
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="home-plus-title"
      sx={{ py: { xs: 5, md: 8 } }}
      data-testid="home-plus-studios"
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3, alignItems: { sm: 'center' } }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography id="home-plus-title" variant="h4" component="h2">
              {t('home.plusStudios.title')}
            </Typography>
            <Typography color="text.secondary">
              {t('home.plusStudios.subtitle', { place: placeName })}
            </Typography>
          </Box>
          {canLocate ? (
            <Button startIcon={<MyLocationIcon />} onClick={locate} data-testid="home-plus-locate">
              {t('home.plusStudios.locate')}
            </Button>
          ) : null}
          <Button
            component={RouterLink}
            to={screenOf('findStudio').path}
            variant="outlined"
            data-testid="home-plus-find"
          >
            {t('home.plusStudios.findMore')}
          </Button>
        </Stack>
        {studios.isSuccess && items.length === 0 ? (
          <Typography color="text.secondary">{t('home.plusStudios.none')}</Typography>
        ) : null}
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {items.map((item) => (
            <Card key={item.shopId} component="li" variant="outlined" data-testid="home-plus-studio">
              <CardActionArea
                href={generatePath(screenOf('studioPage').path, { shopId: item.shopId })}
                sx={{ p: 2, height: '100%' }}
              >
                <Chip
                  icon={<StarIcon />}
                  label={t('home.plusStudios.badge')}
                  color="secondary"
                  size="small"
                  sx={{ mb: 1 }}
                />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {item.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.address}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
