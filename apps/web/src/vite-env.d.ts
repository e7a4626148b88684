/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fallback API key for `vite dev` when the server has not injected <meta name="api-key">. */
  readonly VITE_API_KEY?: string;
  /** The find-a-studio map's tile URL template ({z}/{x}/{y}); OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The attribution (HTML) the tile server asks for; OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
