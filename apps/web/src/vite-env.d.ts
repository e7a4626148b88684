/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fallback API key for `vite dev` when the server has not injected <meta name="api-key">. */
  readonly VITE_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
