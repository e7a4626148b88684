import { resolve } from 'node:path';
import { type Locale, locales } from '@studio/domain/locale';
import { type ServerPage, type ServerPageTable, serverPageTableFile } from '@studio/domain/server-page-table';
import type { Plugin, Rolldown } from 'vite';
import { featureTextFiles, serverRenderedPages, startSteps } from './server-rendered-pages.ts';

type OutputChunk = Rolldown.OutputChunk;

/**
 * Writes the customer build's page table (@studio/domain/server-page-table) from what the bundler
 * made of server-rendered-pages.ts: each module's chunk and every chunk it imports statically.
 */
export function serverPagesPlugin(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'studio:server-pages',
    apply: (_, { command, mode, isSsrBuild }) => command === 'build' && mode === 'customer' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string): OutputChunk => {
        const id = resolve(root, module);
        // A module also imported statically somewhere lands in a shared chunk, as no facade.
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === id) ??
          chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) this.error(`${module} (server-rendered-pages.ts) is not part of the customer build`);
        return chunk;
      };
      /** The module's chunk and every chunk it imports statically, each once, the module's first. */
      const scriptsOf = (...modules: string[]): string[] => {
        const files = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) visit(byFile.get(file));
        };
        for (const module of modules) visit(chunkOf(module));
        return [...files];
      };

      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('the customer build has no entry');
      const entryFiles = scriptsOf(entry.facadeModuleId ?? '');
      const pages: Record<string, ServerPage> = {};
      for (const page of serverRenderedPages) {
        const firstLoad = Object.fromEntries(
          locales.map((locale) => [
            locale,
            [
              ...new Set([
                ...entryFiles,
                ...scriptsOf(...startSteps(locale), page.route, ...featureTextFiles(page.texts, locale)),
              ]),
            ],
          ]),
        ) as Record<Locale, string[]>;
        const own = new Set(Object.values(firstLoad).flat());
        const next = page.next.flatMap((path) => {
          const nextPage = serverRenderedPages.find((candidate) => candidate.path === path);
          if (!nextPage) return this.error(`${path} is named as next page but not rendered by the server`);
          return scriptsOf(nextPage.route);
        });
        pages[page.path] = { firstLoad, next: [...new Set(next)].filter((file) => !own.has(file)) };
      }
      const table: ServerPageTable = {
        base,
        entry: {
          script: entry.fileName,
          styles: [...(entry.viteMetadata?.importedCss ?? [])],
          files: entryFiles,
        },
        pages,
      };
      this.emitFile({ type: 'asset', fileName: serverPageTableFile, source: JSON.stringify(table, null, 2) });
    },
  };
}
