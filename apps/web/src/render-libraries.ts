// The libraries every screen renders with, imported by main.tsx before the app so that their
// evaluation is a task of its own; the app imports the same modules, evaluated once. Only modules
// the build keeps in shared chunks (react, utils, MUI's button): one that only this file and the
// app import would land in the app's chunk, which this chunk would then import (and evaluate) too.
export { default as createCache } from '@emotion/cache';
export { CacheProvider } from '@emotion/react';
// Its ripple's styles are made as the module evaluates.
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { createTheme } from '@mui/material/styles';
export { StrictMode } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
