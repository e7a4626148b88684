import MyLocationIcon from '@mui/icons-material/MyLocationOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExploreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FoundPlaceAnswer } from '@studio/domain/consumer-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePlaceSearch } from '../api/search-places.ts';

/** Where the studio is on the map: coordinates, and the place id when a search found them. */
export interface PickedLocation {
  latitude: number;
  longitude: number;
  placeId: string | null;
  /** The found place's address, to offer in place of what the owner typed. */
  address: string | null;
}

const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** The spot on OpenStreetMap with a pin, for the owner to check it. */
function mapLink({ latitude, longitude }: { latitude: number; longitude: number }) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

/**
 * Finds the studio's spot from its name and address (the place search), or from the device where
 * the owner stands in the studio: nobody types coordinates. The location stays optional.
 */
export function PlaceFinder({
  searchText,
  location,
  onPick,
  testIdPrefix,
  textPrefix,
}: {
  /** What to search for, read when the owner asks (name and address as typed so far). */
  searchText: () => string;
  location: { latitude: number; longitude: number } | null;
  onPick: (picked: PickedLocation) => void;
  testIdPrefix: string;
  /** Where the using feature keeps this finder's texts (`<prefix>.title`, …): they load with its screens only. */
  textPrefix: string;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<string | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const search = usePlaceSearch(asked);
  const unavailable = isApiError(search.error) && search.error.errorCode === ErrorCode.placeSearchUnavailable;

  function find() {
    const text = searchText().trim();
    setAsked(text.length >= 2 ? text : null);
  }

  function pick(place: FoundPlaceAnswer) {
    onPick({
      latitude: place.latitude,
      longitude: place.longitude,
      placeId: place.placeId,
      address: place.address,
    });
    setAsked(null);
  }

  function locateDevice() {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const round = (value: number) => Number(value.toFixed(6));
        onPick({
          latitude: round(coords.latitude),
          longitude: round(coords.longitude),
          placeId: null,
          address: null,
        });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }

  return (
    <Box data-testid={`${testIdPrefix}-location`}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t(`${textPrefix}.title`)}
      </Typography>
      {location ? (
        <Typography variant="body2" sx={{ mb: 1.5 }} data-testid={`${testIdPrefix}-location-set`}>
          {t(`${textPrefix}.located`)}{' '}
          <Link href={mapLink(location)} target="_blank" rel="noopener noreferrer" underline="always">
            {t(`${textPrefix}.showOnMap`)}
          </Link>
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(`${textPrefix}.intro`)}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<TravelExploreIcon />}
          onClick={find}
          loading={search.isFetching}
          data-testid={`${testIdPrefix}-find-place`}
        >
          {t(`${textPrefix}.${location ? 'findAgain' : 'find'}`)}
        </Button>
        {canLocate ? (
          <Button
            startIcon={<MyLocationIcon />}
            onClick={locateDevice}
            loading={locating === 'busy'}
            data-testid={`${testIdPrefix}-locate`}
          >
            {t(`${textPrefix}.useDevice`)}
          </Button>
        ) : null}
      </Stack>
      {asked !== null && search.isSuccess && search.data.length > 0 ? (
        <List aria-label={t(`${textPrefix}.results`)} data-testid={`${testIdPrefix}-places`}>
          {search.data.map((place) => (
            <ListItemButton key={place.placeId} onClick={() => pick(place)}>
              <ListItemIcon>
                <PlaceIcon />
              </ListItemIcon>
              <ListItemText primary={place.name} secondary={place.address} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
      {asked !== null && search.isSuccess && search.data.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t(`${textPrefix}.nothingFound`)}
        </Alert>
      ) : null}
      {asked !== null && search.isError ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {unavailable ? t(`${textPrefix}.unavailable`) : t('errors.unexpected')}
        </Alert>
      ) : null}
      {locating === 'failed' ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t(`${textPrefix}.deviceFailed`)}
        </Alert>
      ) : null}
    </Box>
  );
}
