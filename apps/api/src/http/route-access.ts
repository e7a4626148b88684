// Who may call a route, declared once in its options (`config.access`) and enforced here: a route
// without a declaration stops the server from starting, and one preHandler derived from the
// declaration authenticates, authorises and attaches the shop the route acts on.
import { ErrorCode } from '@studio/domain/error-codes';
import { reachesShopLevel, type ShopLevel } from '@studio/domain/roles';
import { isUuid } from '@studio/domain/uuid';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { ShopRow } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import type { Identity } from './identity.ts';
import { rowIdsOf } from './shop-route-schemas.ts';

/**
 * - `public`: anyone with the API key (the caller may still be signed in).
 * - `account`: any signed-in identity, guests too (else 401).
 * - `customerOrShopAdmin`: a customer (appUser), or an admin of the route's shop (else 401/403).
 * - `shopAdmin`: an admin of the route's shop at `level` or above, or a global admin (else 401/403).
 * - `globalAdmin`: only global admins (else 401/403).
 */
export type AccessRole = 'public' | 'account' | 'customerOrShopAdmin' | 'shopAdmin' | 'globalAdmin';

export interface RouteAccess {
  role: AccessRole;
  /**
   * The path parameter naming the shop the route acts on, or `none`. Admin roles reach the shop in
   * every status; the others only an active shop, unless they manage it. Unknown → 404, errorCode 1001.
   */
  shop: 'none' | { param: 'shopId' };
  /**
   * `shopAdmin` routes: the least level a shop admin needs. Unset: `manager`, so that a route is
   * closed to staff unless it says otherwise.
   */
  level?: ShopLevel;
}

/** The shop a route acts on, and whether the caller manages it (its own admin or a global admin). */
export interface ShopAccess {
  shop: ShopRow;
  managed: boolean;
  /** Read with the shop row: changes whenever its free times may have (migration 0045). */
  availabilityVersion: string;
}

/** One route as registered, with its declaration: the route table tests and tools walk. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of ours with its access declaration, in registration order (HEAD twins left out). */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    shopAccess: ShopAccess | null;
  }
}

/** Whether the caller administers the shop: its own shop admin, or a global admin. */
export function managesShop(identity: Pick<Identity, 'role' | 'shopId'> | null, shopId: string): boolean {
  if (!identity) return false;
  return identity.role === 'globalAdmin' || (identity.role === 'shopAdmin' && identity.shopId === shopId);
}

/** 401 without a signed-in caller, 403 when the caller's role does not fit the declaration. */
function authorise(access: RouteAccess, identity: Identity | null, shopId: string | undefined): void {
  if (access.role === 'public') return;
  if (!identity) throw new AppError(ErrorCode.signInRequired);
  switch (access.role) {
    case 'account':
      return;
    case 'customerOrShopAdmin':
      if (identity.role !== 'appUser' && !(shopId !== undefined && managesShop(identity, shopId)))
        throw new AppError(ErrorCode.forbidden);
      return;
    case 'shopAdmin':
      if (identity.role === 'globalAdmin') return;
      if (identity.role !== 'shopAdmin' || (shopId !== undefined && identity.shopId !== shopId))
        throw new AppError(ErrorCode.forbidden);
      if (!reachesShopLevel(identity.shopLevel ?? 'owner', access.level ?? 'manager'))
        throw new AppError(ErrorCode.forbidden);
      return;
    case 'globalAdmin':
      if (identity.role !== 'globalAdmin') throw new AppError(ErrorCode.forbidden);
      return;
  }
}

/** How route access reads the shop a route names: the app's wiring hands it the shops' repository function. */
export type FindShopForAccess = (
  shopId: string,
) => Promise<{ shop: ShopRow; availabilityVersion: string } | undefined>;

function accessCheck(findShop: FindShopForAccess, access: RouteAccess): preHandlerAsyncHookHandler {
  return async function checkRouteAccess(request) {
    const params = request.params as Record<string, string | undefined>;
    const shopId = access.shop === 'none' ? undefined : (params[access.shop.param] ?? '');
    authorise(access, request.identity, shopId);
    if (shopId === undefined) return;
    const found = isUuid(shopId) ? await findShop(shopId) : undefined;
    if (!found) throw new AppError(ErrorCode.shopNotFound);
    const { shop, availabilityVersion } = found;
    const managed = managesShop(request.identity, shop.id);
    const adminRoute = access.role === 'shopAdmin' || access.role === 'globalAdmin';
    // Hidden shops stay hidden: to everyone but their admins they do not exist.
    if (!adminRoute && shop.status !== 'active' && !managed) throw new AppError(ErrorCode.shopNotFound);
    request.shopAccess = { shop, managed, availabilityVersion };
  };
}

/** Malformed row ids in the path name no row: 404 with the row's code, after the caller is allowed. */
function rowIdCheck(rowIds: readonly [string, ErrorCode][]): preHandlerAsyncHookHandler {
  return async function checkRowIds(request) {
    const params = request.params as Record<string, string | undefined>;
    for (const [name, notFound] of rowIds) if (!isUuid(params[name] ?? '')) throw new AppError(notFound);
  };
}

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Every route registered in `app` (and the plugins inside it) after this call must declare
 * `config.access`; registering one without refuses to start. Routes get the access check as
 * their last preHandler, after the identity is known.
 */
export function registerRouteAccess(
  app: FastifyInstance,
  findShop: FindShopForAccess,
  table: DeclaredRoute[],
): void {
  app.decorateRequest('shopAccess', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = asList(route.method);
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access (config.access): refusing to start`,
      );
    }
    if (access.shop !== 'none' && !route.url.split('/').includes(`:${access.shop.param}`)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} names no :${access.shop.param} for its shop`);
    }
    const rowIds = rowIdsOf(route.schema?.params);
    route.preHandler = [
      ...asList(route.preHandler),
      accessCheck(findShop, access),
      ...(rowIds.length > 0 ? [rowIdCheck(rowIds)] : []),
    ];
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, access });
  });
}

/** The shop the route declared (`shop: { param }`) and the access check attached. */
export function shopOf(request: FastifyRequest): ShopAccess {
  if (!request.shopAccess) throw new AppError(ErrorCode.internalError);
  return request.shopAccess;
}
