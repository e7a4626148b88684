// The customer pages' first screen rendered on the server with the web app's own components
// (apps/web/src/entry-server.tsx, built into dist/customer-server): the studio page and the booking
// page show their content with the HTML instead of after ~170 KB of code has loaded and run on a
// phone. The browser then hydrates that HTML (apps/web/src/start-app.tsx). Which pages there are
// and what each loads comes from the customer build's page table (@studio/domain/server-page-table).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Locale, localeFromAcceptLanguage } from '@studio/domain/locale';
import { type ServerPageTable, serverPageTableFile } from '@studio/domain/server-page-table';
import type { FastifyBaseLogger } from 'fastify';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { withNonce } from './script-nonce.ts';

interface ServerRender {
  /** The route path of the page rendered, its key in the page table. */
  page: string;
  html: string;
  styles: string;
  htmlAttributes: string;
}

interface CustomerRenderer {
  renderCustomerPage(input: {
    url: string;
    locale: Locale;
    firstAnswersJson: string;
  }): Promise<ServerRender | null>;
}

/** What one rendered page puts into the built page's markup. */
interface Filling {
  rendered: ServerRender;
  locale: Locale;
  nonce: string;
  earlyFetches: string[];
}

/** The built page cut where a rendered page differs: its markup, and between it what each fills in. */
type PageTemplate = (string | ((filling: Filling) => string))[];

type Element = DefaultTreeAdapterTypes.Element;

function elementsOf(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elementsOf(child)] : []));
}

const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/**
 * The inline loader: after the first paint it imports the entry and fetches the later steps' files
 * into the HTTP cache (hashed files, kept for a year), ten per task; the steps then find them there.
 * Plain fetches: <link rel=modulepreload> for them cost the main thread ~3 ms each on this machine.
 * The code's download thus does not hold up the HTML's paint on a slow connection.
 */
function loaderScript(src: string, nonce: string, earlyFetches: string[]): string {
  const fetchEarly =
    earlyFetches.length === 0
      ? ''
      : `const f=${JSON.stringify(earlyFetches)};let i=0;const step=()=>{for(const h of f.slice(i,i+=10))fetch(h).catch(()=>{});if(i<f.length)setTimeout(step)};step();`;
  return `<script type="module" nonce="${nonce}">requestAnimationFrame(()=>setTimeout(()=>{import(${JSON.stringify(src)});${fetchEarly}}))</script>`;
}

/**
 * Cuts the built page (parsed once, as HTML) where a rendered page differs: its `<html>` attributes,
 * the emotion styles before `</head>`, the entry's script tag for the loader, the entry's
 * stylesheet (the fonts' @font-face rules, ~1.5 KB) inline, a round trip less before anything
 * shows, and the content of `#root`. Null when the page lacks one of them.
 */
function templateOf(page: string, table: ServerPageTable, customerDir: string): PageTemplate | null {
  const elements = elementsOf(parse(page, { sourceCodeLocationInfo: true }));
  const cuts: { start: number; end: number; fill: (filling: Filling) => string }[] = [];
  const entrySrc = table.base + table.entry.script;
  const html = elements.find((element) => element.tagName === 'html')?.sourceCodeLocation?.startTag;
  const headEnd = elements.find((element) => element.tagName === 'head')?.sourceCodeLocation?.endTag;
  const entry = elements.find(
    (element) => element.tagName === 'script' && attributeOf(element, 'src') === entrySrc,
  )?.sourceCodeLocation;
  const root = elements.find(
    (element) => element.tagName === 'div' && attributeOf(element, 'id') === 'root',
  )?.sourceCodeLocation;
  if (!html || !headEnd || !entry || !root) return null;
  cuts.push(
    {
      start: html.startOffset,
      end: html.endOffset,
      fill: ({ rendered }) => `<html ${rendered.htmlAttributes}>`,
    },
    { start: headEnd.startOffset, end: headEnd.startOffset, fill: ({ rendered }) => rendered.styles },
    {
      start: entry.startOffset,
      end: entry.endOffset,
      fill: ({ nonce, earlyFetches }) => loaderScript(entrySrc, nonce, earlyFetches),
    },
    {
      start: root.startOffset,
      end: root.endOffset,
      fill: ({ rendered, locale }) =>
        `<div id="root" data-server-rendered="${locale}">${rendered.html}</div>`,
    },
  );
  for (const element of elements.filter((candidate) => candidate.tagName === 'link')) {
    const at = element.sourceCodeLocation;
    const rel = attributeOf(element, 'rel');
    const href = attributeOf(element, 'href') ?? '';
    if (!at) continue;
    // The page's code loads after the paint (loaderScript), not beside it.
    if (rel === 'modulepreload') cuts.push({ start: at.startOffset, end: at.endOffset, fill: () => '' });
    const style = table.entry.styles.find((file) => table.base + file === href);
    const path = style && join(customerDir, style);
    if (rel === 'stylesheet' && path && existsSync(path)) {
      const text = `<style>${readFileSync(path, 'utf8')}</style>`;
      cuts.push({ start: at.startOffset, end: at.endOffset, fill: () => text });
    }
  }
  cuts.sort((a, b) => a.start - b.start);
  const template: PageTemplate = [];
  let at = 0;
  for (const cut of cuts) {
    template.push(page.slice(at, cut.start), cut.fill);
    at = cut.end;
  }
  template.push(page.slice(at));
  return template;
}

/**
 * The files a page's code imports in steps after the entry (the libraries, then the app, which
 * then loads the page's route and texts), then those of the pages it leads to. The browser would
 * learn of each step's files only once the step before has run, a round trip each on mobile data;
 * the page asks for all of them at once instead.
 */
function earlyFetchesFor(table: ServerPageTable): (page: string, locale: Locale) => string[] {
  const lists = new Map<string, string[]>();
  const entryFiles = new Set(table.entry.files);
  return (page, locale) => {
    const key = `${page} ${locale}`;
    let list = lists.get(key);
    if (!list) {
      const files = table.pages[page];
      list = files
        ? [...files.firstLoad[locale], ...files.next]
            .filter((file) => !entryFiles.has(file))
            .map((file) => table.base + file)
        : [];
      lists.set(key, list);
    }
    return list;
  };
}

export type RenderPage = (
  request: { url: string; acceptLanguage: string | undefined; nonce: string },
  firstAnswersJson: string,
) => Promise<string | null>;

/**
 * Loads the renderer when the customer build has one, with its page table; `page` is the customer
 * build's index.html as served (nonce attributes not yet filled in). Null when there is nothing to
 * render with: pages then go out as built (client render).
 */
export async function loadServerRender(
  distDir: string,
  page: string,
  log: FastifyBaseLogger,
): Promise<RenderPage | null> {
  const entry = join(distDir, 'customer-server', 'entry-server.js');
  const customerDir = join(distDir, 'customer');
  const tableFile = join(customerDir, serverPageTableFile);
  if (!existsSync(entry) || !existsSync(tableFile)) return null;
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as ServerPageTable;
  const template = templateOf(page, table, customerDir);
  if (!template) {
    log.warn({ distDir }, 'the customer page lacks what the server render fills in: pages go out unrendered');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as CustomerRenderer;
  const earlyFetches = earlyFetchesFor(table);
  return async ({ url, acceptLanguage, nonce }, firstAnswersJson) => {
    // The browser's languages decide, as in the app (German otherwise); a language chosen earlier
    // lives in the browser's storage, and start-app.tsx renders afresh when it differs.
    const locale = localeFromAcceptLanguage(acceptLanguage);
    let rendered: ServerRender | null;
    try {
      rendered = await renderer.renderCustomerPage({ url, locale, firstAnswersJson });
    } catch (error) {
      // The page still works rendered in the browser.
      log.error({ err: error, url }, 'server render failed');
      return null;
    }
    if (!rendered) return null;
    const filling: Filling = { rendered, locale, nonce, earlyFetches: earlyFetches(rendered.page, locale) };
    // The nonce goes into the built markup only: a rendered text that happens to read like its slot stays as it is.
    return template
      .map((piece) => (typeof piece === 'string' ? withNonce(piece, nonce) : piece(filling)))
      .join('');
  };
}
