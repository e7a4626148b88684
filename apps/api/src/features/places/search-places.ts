import type { FoundPlaceAnswer } from '@studio/domain/consumer-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Locale } from '@studio/domain/locale';
import { type Geocoder, GeocoderUnavailable } from '../../adapters/geocoding/geocoder.ts';
import { AppError } from '../../http/app-error.ts';

const placesPerSearch = 5;

/** The places the configured geocoder finds for the text; 503 2070 when it cannot be asked. */
export async function searchPlaces(
  geocoder: Geocoder,
  query: string,
  locale: Locale,
): Promise<FoundPlaceAnswer[]> {
  try {
    return await geocoder.search(query, { locale, limit: placesPerSearch });
  } catch (error) {
    if (error instanceof GeocoderUnavailable) throw new AppError(ErrorCode.placeSearchUnavailable);
    throw error;
  }
}
