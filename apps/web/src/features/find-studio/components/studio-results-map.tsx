// Loaded only when the customer opens the map: Leaflet stays out of the page's first load.
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import type { StudioSearchItem } from '@studio/domain/consumer-contract';
import type { FindPlace } from '@studio/domain/find-query';
import { circleMarker, latLngBounds, map as leafletMap, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import { mapTiles } from '../map-tiles.ts';

/**
 * The results on a map around the searched place: Plus studios in the theme's secondary colour.
 * Without tiles (offline) the markers still show on a blank map.
 */
export default function StudioResultsMap({
  place,
  items,
  label,
}: {
  place: FindPlace;
  items: StudioSearchItem[];
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const view = leafletMap(element, { zoomControl: true }).setView([place.latitude, place.longitude], 13);
    tileLayer(mapTiles.url, { attribution: mapTiles.attribution, maxZoom: 19 }).addTo(view);
    for (const item of items) {
      circleMarker([item.latitude, item.longitude], {
        radius: 9,
        color: item.plus ? '#9c27b0' : '#1976d2',
        weight: 2,
        fillOpacity: 0.8,
        className: 'find-map-marker',
      })
        .bindTooltip(item.name)
        .addTo(view);
    }
    if (items.length > 0) {
      const bounds = latLngBounds(items.map((item) => [item.latitude, item.longitude] as [number, number]));
      bounds.extend([place.latitude, place.longitude]);
      view.fitBounds(bounds, { padding: [24, 24], maxZoom: 15 });
    }
    return () => {
      view.remove();
    };
  }, [place, items]);
  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="find-map"
      // Leaflet lays its panes out left to right whatever the page's direction.
      dir="ltr"
      sx={{ height: { xs: 360, sm: 460 }, borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}
    />
  );
}
