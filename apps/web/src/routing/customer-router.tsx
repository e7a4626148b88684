// The customer build's router (routing/build-router.ts hands it to the screens in `--mode customer`;
// the main build runs react-router): react-router's data router weighed 31 KB gzip of the customer
// pages' budget (scripts/check-bundle-budget.ts). It does what the route table (app/router.tsx) and
// the customer pages ask of it, the way react-router does: routes matched and ranked as there
// (static before dynamic before splat), `lazy` and `loader` run before a navigation shows (the old
// page stays until then; a newer navigation wins), the root's HydrateFallback until the first page
// is ready, `errorElement` for load and render errors, `patchRoutesOnNavigation`, history entries
// in react-router's format ({ usr, key, idx }, so back and forward work across the customer and the
// main build), and ScrollRestoration (top on a new page, the old position on back/forward and
// reload, the hash's element, none with preventScrollReset). Its types are what it takes; the main
// build's react-router takes the same (build-router.ts checks it).
import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  createElement,
  type ErrorInfo,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

export interface RouteObject {
  id?: string;
  path?: string;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  errorElement?: ReactNode;
  HydrateFallback?: ComponentType | null;
  handle?: unknown;
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** What a route's code adds once loaded; where it sits in the table comes with the route. */
  lazy?: () => Promise<Omit<RouteObject, 'id' | 'path' | 'caseSensitive' | 'lazy' | 'children'>>;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  params: Params;
  request: Request;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

type Action = 'POP' | 'PUSH' | 'REPLACE';

interface RouterState {
  location: Location;
  matches: RouteMatch[];
  initialized: boolean;
  action: Action;
  preventScrollReset: boolean;
  /** A load error, and the index of the match whose loading failed. */
  error?: { error: unknown; at: number };
}

export interface PatchArgs {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

export interface RouterOptions {
  /** Called when a path matches no route; it may add routes (patch), then matching runs again. */
  patchRoutesOnNavigation?: (args: PatchArgs) => void | Promise<void>;
}

// ---- matching ----

interface Branch {
  pattern: RegExp;
  names: string[];
  score: number;
  routes: RouteObject[];
}

const splat = (segment: string) => segment === '*';

// react-router's ranking (computeScore): more segments and static ones win, a splat loses.
function scoreOf(path: string): number {
  const segments = path.split('/');
  let score = segments.length + (segments.some(splat) ? -2 : 0);
  for (const segment of segments.filter((part) => !splat(part))) {
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function joinPaths(parent: string, path: string): string {
  return path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`;
}

function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], parentPath = ''): Branch[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    const children = route.children ? branchesOf(route.children, chain, path) : [];
    if (route.path === undefined) return children;
    const names: string[] = [];
    const source = path
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => {
        if (splat(segment)) {
          names.push('*');
          return '(.*)';
        }
        if (segment.startsWith(':')) {
          names.push(segment.slice(1));
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    const ending = source.endsWith('(.*)') ? '$' : '\\/*$';
    const pattern = new RegExp(
      `^${source.replace(/\/\(\.\*\)$/, '(?:/(.*))?')}${ending}`,
      route.caseSensitive ? '' : 'i',
    );
    return [...children, { pattern, names, score: scoreOf(path), routes: chain }];
  });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every path of a route table as a pattern, the best-ranked first. */
function rankedBranches(routes: RouteObject[]): Branch[] {
  return branchesOf(routes).sort((a, b) => b.score - a.score);
}

function matchBranches(branches: Branch[], pathname: string): RouteMatch[] | null {
  for (const branch of branches) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    branch.names.forEach((name, index) => {
      params[name] = decode(found[index + 1] ?? '');
    });
    return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}

/** The routes a path shows, outermost first; null when none matches. */
export function matchRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
): RouteMatch[] | null {
  return matchBranches(rankedBranches(routes), typeof location === 'string' ? location : location.pathname);
}

export function generatePath(path: string, params: Params = {}): string {
  return path
    .replace(/:([\w-]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`Missing ":${name}" param`);
      return value;
    })
    .replace(/\/\*$/, params['*'] === undefined ? '' : `/${params['*']}`);
}

// ---- the router ----

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

// As react-router: a relative path starts from the route's path (`app/book` on /partner/x is
// /partner/x/app/book), a search or hash alone stays on it.
// The server renders a page (entry-server.tsx) without a window; the origin is then only a base.
const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

function toUrl(to: To, from: Location, routePathname = from.pathname): URL {
  const origin = pageOrigin();
  if (typeof to === 'string') {
    if (to.startsWith('?') || to.startsWith('#') || to === '') return new URL(to, origin + routePathname);
    return new URL(to, origin + routePathname.replace(/\/*$/, '/'));
  }
  const url = new URL(to.pathname ?? from.pathname, origin + routePathname.replace(/\/*$/, '/'));
  url.search = to.search ?? '';
  url.hash = to.hash ?? '';
  return url;
}

const hrefOf = (url: URL) => url.pathname + url.search + url.hash;

/**
 * A studio's readable address (/s/{slug}) shows its studio page: the server names that page's own
 * path in the HTML it sends for the address, and the app routes the address as that path.
 */
function routedPathname(pathname: string): string {
  const shown =
    pathname.startsWith('/s/') &&
    document.querySelector<HTMLMetaElement>('meta[name="studio-page-path"]')?.content;
  return shown || pathname;
}

function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return {
    pathname: routedPathname(pathname),
    search,
    hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}

const lazyLoads = /* @__PURE__ */ new WeakMap<RouteObject, Promise<void>>();

function resolveLazy(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (!lazy) return Promise.resolve();
  let load = lazyLoads.get(route);
  if (!load) {
    load = lazy().then((properties) => {
      Object.assign(route, properties);
      route.lazy = undefined;
    });
    lazyLoads.set(route, load);
  }
  return load;
}

export class CustomerRouter {
  state: RouterState;
  private listeners = new Set<() => void>();
  private latest = 0;
  private index: number;
  /** Called before the location changes (ScrollRestoration keeps the old page's position). */
  beforeChange: (() => void) | undefined;

  private routes: RouteObject[];
  /** The routes' patterns, made once per route table (a patch makes them anew). */
  private branches: Branch[] | undefined;
  private options: RouterOptions;

  constructor(routes: RouteObject[], options: RouterOptions = {}, serverLocation?: Location) {
    this.routes = routes;
    this.options = options;
    if (serverLocation) {
      this.index = 0;
      this.state = {
        location: serverLocation,
        matches: [],
        initialized: false,
        action: 'POP',
        preventScrollReset: false,
      };
      void this.load(serverLocation, 'POP', false);
      return;
    }
    const entry = window.history.state as { idx?: number } | null;
    this.index = entry?.idx ?? 0;
    if (entry?.idx === undefined) window.history.replaceState({ ...entry, idx: this.index }, '');
    const location = windowLocation();
    this.state = { location, matches: [], initialized: false, action: 'POP', preventScrollReset: false };
    window.addEventListener('popstate', () => {
      this.index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      void this.load(windowLocation(), 'POP', false);
    });
    void this.load(location, 'POP', false);
  }

  /** Shown until the first page is ready: the root route's. */
  get hydrateFallback(): ComponentType | null | undefined {
    return this.routes[0]?.HydrateFallback;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private patch(routeId: string | null, children: RouteObject[]) {
    const find = (routes: RouteObject[]): RouteObject | undefined => {
      for (const route of routes) {
        if (route.id === routeId) return route;
        const inner = route.children && find(route.children);
        if (inner) return inner;
      }
      return undefined;
    };
    const parent = routeId === null ? undefined : find(this.routes);
    if (parent) parent.children = [...(parent.children ?? []), ...children];
    else this.routes.push(...children);
    this.branches = undefined;
  }

  private async load(location: Location, action: Action, preventScrollReset: boolean, commit?: () => void) {
    const navigation = ++this.latest;
    const url = new URL(location.pathname + location.search + location.hash, pageOrigin());
    let matches: RouteMatch[] = [];
    let error: RouterState['error'];
    try {
      await this.options.patchRoutesOnNavigation?.({
        path: location.pathname,
        patch: (routeId, children) => this.patch(routeId, children),
      });
      this.branches ??= rankedBranches(this.routes);
      matches = matchBranches(this.branches, location.pathname) ?? [];
      const request = new Request(url);
      await Promise.all(
        matches.map(async (match, at) => {
          try {
            // A loader the route has before its code comes runs beside the code's download (the
            // first answers are fetched while the page's module loads); one from `lazy` after it.
            const { loader } = match.route;
            const args = { params: match.params, request };
            await Promise.all([
              loader?.(args),
              resolveLazy(match.route).then(() => (loader ? undefined : match.route.loader?.(args))),
            ]);
          } catch (cause) {
            error ??= { error: cause, at };
          }
        }),
      );
    } catch (cause) {
      error = { error: cause, at: 0 };
    }
    if (navigation !== this.latest) return;
    this.beforeChange?.();
    commit?.();
    this.state = { location, matches, initialized: true, action, preventScrollReset, error };
    for (const listener of this.listeners) listener();
  }

  navigate = (to: To | number, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') {
      window.history.go(to);
      return Promise.resolve();
    }
    const url = toUrl(to, this.state.location);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return Promise.resolve();
    }
    const key = createKey();
    const state = options.state ?? null;
    const location: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
    const replace = options.replace === true;
    return this.load(location, replace ? 'REPLACE' : 'PUSH', options.preventScrollReset === true, () => {
      if (!replace) this.index += 1;
      const entry = { usr: state, key, idx: this.index };
      if (replace) window.history.replaceState(entry, '', hrefOf(url));
      else window.history.pushState(entry, '', hrefOf(url));
    });
  };
}

/** The server's router at one URL (entry-server.tsx), once its page's code and loaders are done. */
export function createServerRouter(routes: RouteObject[], url: string): Promise<CustomerRouter> {
  const { pathname, search, hash } = new URL(url);
  const router = new CustomerRouter(routes, {}, { pathname, search, hash, state: null, key: 'default' });
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      unsubscribe();
      resolve(router);
    });
  });
}

export function createBrowserRouter(routes: RouteObject[], options?: RouterOptions): CustomerRouter {
  return new CustomerRouter(routes, options);
}

// ---- rendering ----

// (Marked pure so that a build running react-router leaves them out: build-router.ts.)
const RouterContext = /* @__PURE__ */ createContext<{ router: CustomerRouter; state: RouterState } | null>(
  null,
);
const RouteContext = /* @__PURE__ */ createContext<{ outlet: ReactNode; match: RouteMatch | undefined }>({
  outlet: null,
  match: undefined,
});
const ErrorContext = /* @__PURE__ */ createContext<unknown>(undefined);

function useRouter() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('A router hook outside <RouterProvider>');
  return context;
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children?: ReactNode;
}

// Like react-router's: a render error shows the route's errorElement until the location changes.
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return state.location === props.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed to render', error, info);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return createElement(ErrorContext.Provider, { value: this.state.error }, this.props.fallback);
  }
}

function renderMatches(state: RouterState): ReactNode {
  const { matches, error, location } = state;
  // A load error shows the errorElement of the nearest route at or above the one that failed.
  let last = matches.length - 1;
  let errorAt = -1;
  if (error) {
    for (let at = Math.min(error.at, last); at >= 0; at--) {
      if (matches[at]?.route.errorElement !== undefined) {
        errorAt = at;
        break;
      }
    }
    last = errorAt;
    if (errorAt < 0) throw error.error;
  }
  let outlet: ReactNode = null;
  for (let at = last; at >= 0; at--) {
    const match = matches[at] as RouteMatch;
    const { route } = match;
    let element: ReactNode =
      at === errorAt
        ? createElement(ErrorContext.Provider, { value: error?.error }, route.errorElement)
        : (route.element ?? (route.Component ? createElement(route.Component) : createElement(Outlet)));
    if (route.errorElement !== undefined && at !== errorAt) {
      element = createElement(RouteErrorBoundary, { location, fallback: route.errorElement }, element);
    }
    outlet = createElement(RouteContext.Provider, { value: { outlet, match } }, element);
  }
  return outlet;
}

export function RouterProvider({ router }: { router: CustomerRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    setState(router.state);
    return router.subscribe(() => setState(router.state));
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  const Fallback = router.hydrateFallback;
  return createElement(
    RouterContext.Provider,
    { value },
    state.initialized ? renderMatches(state) : Fallback ? createElement(Fallback) : null,
  );
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouter().state.location;
}

export function useNavigate() {
  return useRouter().router.navigate;
}

export function useParams(): Params {
  const { match } = useContext(RouteContext);
  const { state } = useRouter();
  return match?.params ?? state.matches.at(-1)?.params ?? {};
}

/** What useMatches gives of a route: its id, where it matched, its params and handle. */
export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
}

export function useMatches(): UIMatch[] {
  const { matches } = useRouter().state;
  return useMemo(
    () =>
      matches.map(({ route, params, pathname }) => ({
        id: route.id ?? '',
        pathname,
        params,
        handle: route.handle,
      })),
    [matches],
  );
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

export type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { router, state } = useRouter();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams: SetSearchParams = (next, options) => {
    const init = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
    void router.navigate(`?${new URLSearchParams(init).toString()}`, options);
  };
  return [params, setParams];
}

export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when shown (as react-router's).
  useEffect(() => {
    void navigate(to, { replace, state });
  }, []);
  return null;
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  NavigateOptions & { to: To; reloadDocument?: boolean };

export const Link = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const { router, state: current } = useRouter();
  const { match } = useContext(RouteContext);
  const url = toUrl(to, current.location, match?.pathname);
  const internal = url.origin === pageOrigin();
  const href = internal ? hrefOf(url) : url.href;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || reloadDocument || !internal) return;
    if ((target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    const { pathname, search, hash } = current.location;
    // As react-router: a link to the page shown replaces its history entry.
    void router.navigate(href, {
      replace: replace ?? pathname + search + hash === href,
      state,
      preventScrollReset,
    });
  };
  return createElement('a', { ...rest, ref, href, target, onClick: handleClick });
});

// ---- scroll positions ----

const scrollStorageKey = 'react-router-scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(scrollStorageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollRestoration() {
  const { router, state } = useRouter();
  const [positions] = useState(storedPositions);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    router.beforeChange = () => {
      positions[router.state.location.key] = window.scrollY;
    };
    const keep = () => {
      positions[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(scrollStorageKey, JSON.stringify(positions));
      } catch {
        // Storage full or denied: positions are then kept for this page only.
      }
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      router.beforeChange = undefined;
      window.history.scrollRestoration = 'auto';
    };
  }, [router, positions]);
  const { location, action, preventScrollReset, initialized } = state;
  useLayoutEffect(() => {
    if (!initialized) return;
    const saved = positions[location.key];
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const element = document.getElementById(decode(location.hash.slice(1)));
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset && action !== 'POP') window.scrollTo(0, 0);
  }, [location, action, preventScrollReset, initialized, positions]);
  return null;
}
