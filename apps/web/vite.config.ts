import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { textPartsPlugin } from './src/i18n/text-parts-plugin.ts';

// Text assets go out pre-compressed: the API serves `x.js.br` or `x.js.gz` to browsers that accept
// them (web-app.ts), so no request pays for compressing. Fonts and images are compressed already.
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function precompressAssets(): Plugin {
  return {
    name: 'studio:precompress-assets',
    apply: 'build',
    // After writing, not in generateBundle: only then has Vite filled in its own placeholders
    // (the preload list of dynamic imports), which the compressed copies must carry too.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!compressible.test(file.fileName)) continue;
        const path = join(outDir, file.fileName);
        const content = await readFile(path);
        // Below ~1 KiB a compressed copy saves less than its headers cost.
        if (content.length < 1024) continue;
        await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  // The API listens on :3000 by default; the SPA calls it same-origin under /api.
  // API_PROXY_TARGET points dev/preview at another instance.
  const target = loadEnv(mode, '.', '').API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = { '/api': { target, changeOrigin: true } };
  return {
    plugins: [react(), textPartsPlugin(), precompressAssets()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    // The API puts each page's Content-Security-Policy nonce where this stands (web-app.ts).
    html: { cspNonce: '__CSP_NONCE__' },
    build: {
      outDir: 'dist',
      sourcemap: false,
      // Read by the bundle budget check (scripts/check-bundle-budget.ts).
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Framework code changes rarely; a separate chunk keeps it cached across app releases.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
