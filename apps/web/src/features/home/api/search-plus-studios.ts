import { type StudioSearchAnswer, studioSearchAnswerSchema } from '@studio/domain/consumer-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface PlusStudiosArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** GET studios?plus=true: the Plus studios nearest the point, for the home page to feature. */
export function searchPlusStudios(area: PlusStudiosArea, signal?: AbortSignal): Promise<StudioSearchAnswer> {
  const params = new URLSearchParams({
    lat: String(area.latitude),
    lng: String(area.longitude),
    radiusKm: String(area.radiusKm),
    plus: 'true',
    limit: '4',
  });
  return api.get(`/studios?${params.toString()}`, { schema: studioSearchAnswerSchema, signal });
}

export const plusStudiosQueryOptions = (area: PlusStudiosArea) =>
  queryOptions({
    queryKey: ['studios', 'plus', area.latitude, area.longitude, area.radiusKm] as const,
    queryFn: ({ signal }) => searchPlusStudios(area, signal),
  });

export function usePlusStudios(area: PlusStudiosArea) {
  return useQuery(plusStudiosQueryOptions(area));
}
