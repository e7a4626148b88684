// The map's tile server is a build setting; OpenStreetMap's is the default, and its usage policy
// asks for the attribution to be shown on the map.
const openStreetMapTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const openStreetMapAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const mapTiles = {
  url: import.meta.env.VITE_MAP_TILE_URL || openStreetMapTiles,
  attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION || openStreetMapAttribution,
};
