import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { serverPagesPlugin } from './src/server-pages-plugin.ts';

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

// The customer build (`vite build --mode customer`, into dist/customer) runs on Preact's React
// layer (react-on-preact/react.js says why); the API serves it for the customer pages under
// /partner/ (web-app.ts). The admin portals stay on React in the main build: MUI X's date fields
// misbehave on Preact (typed dates came out as `02/00/0202`). Exact names only: `react-dom/server`
// and the like must not match.
const onPreact = (file: string) => fileURLToPath(new URL(`react-on-preact/${file}`, import.meta.url));
const customerAliases = [
  { find: /^react$/, replacement: onPreact('react.js') },
  { find: /^react-dom$/, replacement: onPreact('react.js') },
  { find: /^react-dom\/client$/, replacement: onPreact('react-dom-client.js') },
  { find: /^react\/jsx-runtime$/, replacement: onPreact('jsx-runtime.js') },
  { find: /^react\/jsx-dev-runtime$/, replacement: onPreact('jsx-dev-runtime.js') },
];
/**
 * Each build runs one router (src/routing/build-router.ts picks it by mode): the customer build
 * must not bring react-router along, nor the main build the customer router. Were a screen to import
 * react-router itself, the customer build would carry it unused, or fail where it runs.
 */
function oneRouterPerBuild(customer: boolean): Plugin {
  const foreign = customer
    ? { pattern: /[\\/]node_modules[\\/]react-router[\\/]/, name: 'react-router' }
    : { pattern: /[\\/]src[\\/]routing[\\/]customer-router\.tsx$/, name: 'src/routing/customer-router.tsx' };
  return {
    name: 'studio:one-router-per-build',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        // A module whose exports all went unused stays listed, with at most its imports' interop
        // left (which minifying drops); one that is carried brings its functions along.
        const carried = file.moduleIds.find(
          (id) => foreign.pattern.test(id) && /\b(function|class)\b/.test(file.modules[id]?.code ?? ''),
        );
        if (carried)
          this.error(
            `${file.fileName} carries ${foreign.name} (${carried}): screens take the router from src/routing/build-router.ts`,
          );
      }
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const customer = mode === 'customer';
  // The API listens on :3000 by default; the SPA calls it same-origin under /api.
  // API_PROXY_TARGET points dev/preview at another instance.
  const target = loadEnv(mode, '.', '').API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = { '/api': { target, changeOrigin: true } };
  return {
    plugins: [
      react(),
      precompressAssets(),
      oneRouterPerBuild(customer),
      // The customer build's page table: what the API renders and fetches early, what the budget weighs.
      serverPagesPlugin(),
    ],
    // One Preact (apps/web's) also for preact-render-to-string, which the root node_modules holds.
    resolve: { alias: customer ? customerAliases : [], dedupe: customer ? ['preact'] : [] },
    // The customer build's server renderer (src/entry-server.tsx, `--ssr`, into dist/customer-server)
    // carries all it needs: the API loads it without apps/web's node_modules.
    ssr: { noExternal: true },
    // Its libraries read NODE_ENV at run time in Node: production, as in the browser build, or
    // their class names (MUI's labels) would differ from the ones the browser hydrates.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    // Its files live under /customer/ beside the main build's; the favicon and the other public
    // files come from the main build.
    base: customer ? '/customer/' : '/',
    publicDir: customer ? false : 'public',
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    // The API puts each page's Content-Security-Policy nonce where this stands (web-app.ts).
    html: { cspNonce: '__CSP_NONCE__' },
    build: {
      outDir: customer ? (isSsrBuild ? 'dist/customer-server' : 'dist/customer') : 'dist',
      sourcemap: false,
      // No preload helper in the customer build: on a page's first load it added ~30 <link
      // rel=modulepreload> for the route's chunks, 10-90 ms of main thread on this machine (x4 on a
      // phone). A server-rendered page fetches those files early instead (apps/api/src/http/
      // server-render.ts); elsewhere the browser finds them in the route chunk's imports.
      modulePreload: customer ? false : undefined,
      // Read by the bundle budget check (scripts/check-bundle-budget.ts).
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Framework code changes rarely; a separate chunk keeps it cached across app releases.
              {
                name: 'react',
                // Only apps/web's Preact: the older one FullCalendar and Sentry's feedback widget
                // bring along (root node_modules) stays in their lazy chunks.
                test: customer
                  ? /web[\\/]node_modules[\\/]preact[\\/]/
                  : /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
