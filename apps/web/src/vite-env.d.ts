/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fallback API key for `vite dev` when the server has not injected <meta name="api-key">. */
  readonly VITE_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** One part of a shared text file (i18n/text-parts-plugin.ts). */
declare module '*.json?customer' {
  const texts: import('./i18n/locale-resources.ts').TranslationTree;
  export default texts;
}
declare module '*.json?admin' {
  const texts: import('./i18n/locale-resources.ts').TranslationTree;
  export default texts;
}
