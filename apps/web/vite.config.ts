import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  // The API listens on :3000 by default (api-contract.md); the SPA calls it same-origin under /api.
  // API_PROXY_TARGET points dev/preview at another instance.
  const target = loadEnv(mode, '.', '').API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = { '/api': { target, changeOrigin: true } };
  return {
    plugins: [react()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Framework code changes rarely; a separate chunk keeps it cached across app releases.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              // The date pickers (MUI X) serve only staff screens: they stay in those lazy chunks,
              // out of what a customer's phone loads.
              {
                name: 'mui',
                test: /node_modules[\\/](@mui[\\/](?!x-)|(@emotion|stylis|stylis-plugin-rtl|cssjanus)[\\/])/,
              },
            ],
          },
        },
      },
    },
  };
});
