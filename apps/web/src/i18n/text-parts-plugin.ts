import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { adminTextKeys } from './admin-text-keys.ts';

const partQuery = /^(.*\.json)\?(customer|admin)$/;
const virtualPrefix = '\0text-part:';

/**
 * `import texts from '../locales/de.json?customer'` (or `?admin`): the shared text file's top-level
 * keys of one part only, as a module of its own, so a customer page's language chunk carries none
 * of the admin portals' texts while the texts stay in one file per language.
 */
export function textPartsPlugin(): Plugin {
  return {
    name: 'studio:text-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = partQuery.exec(source);
      if (!match || !importer) return null;
      return `${virtualPrefix}${resolve(dirname(importer), match[1] ?? '')}?${match[2]}`;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const [path = '', part] = id.slice(virtualPrefix.length).split('?');
      this.addWatchFile(path);
      const texts = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      const admin = new Set<string>(adminTextKeys);
      const picked = Object.fromEntries(
        Object.entries(texts).filter(([key]) => admin.has(key) === (part === 'admin')),
      );
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
