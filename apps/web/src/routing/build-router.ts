// The router the screens navigate with, by build: the customer build (`vite build --mode customer`,
// the studio and booking pages on Preact) runs the app's own small router (customer-router.tsx), the
// main build (admin portals and every other page) and the unit tests run react-router. Screens import
// from here, never from either router: the types below are what both do, and each assignment checks
// that the router it picks does that. Vite replaces `import.meta.env.MODE` while building, so each
// build keeps only its own router's code (vite.config.ts fails a customer build that brings
// react-router along). Admin screens that need more of react-router (useBlocker) import it directly:
// the customer build loads admin paths afresh from the main build and has none of their code.
import type { AnchorHTMLAttributes, ComponentType, RefAttributes } from 'react';
import {
  Link as ReactRouterLink,
  Navigate as ReactRouterNavigate,
  Outlet as ReactRouterOutlet,
  RouterProvider as ReactRouterProvider,
  ScrollRestoration as ReactRouterScrollRestoration,
  createBrowserRouter as reactRouterCreateBrowserRouter,
  generatePath as reactRouterGeneratePath,
  matchRoutes as reactRouterMatchRoutes,
  useLocation as reactRouterUseLocation,
  useMatches as reactRouterUseMatches,
  useNavigate as reactRouterUseNavigate,
  useParams as reactRouterUseParams,
  useRouteError as reactRouterUseRouteError,
  useSearchParams as reactRouterUseSearchParams,
} from 'react-router';
import {
  Link as CustomerLink,
  Navigate as CustomerNavigate,
  Outlet as CustomerOutlet,
  RouterProvider as CustomerRouterProvider,
  ScrollRestoration as CustomerScrollRestoration,
  createBrowserRouter as customerCreateBrowserRouter,
  generatePath as customerGeneratePath,
  matchRoutes as customerMatchRoutes,
  useLocation as customerUseLocation,
  useMatches as customerUseMatches,
  useNavigate as customerUseNavigate,
  useParams as customerUseParams,
  useRouteError as customerUseRouteError,
  useSearchParams as customerUseSearchParams,
  type Location,
  type NavigateOptions,
  type Params,
  type RouteMatch,
  type RouteObject,
  type RouterOptions,
  type SetSearchParams,
  type To,
  type UIMatch,
} from './customer-router.tsx';

export type {
  LoaderFunctionArgs,
  Location,
  NavigateOptions,
  Params,
  RouteObject,
  To,
  UIMatch,
} from './customer-router.tsx';

const customerBuild = import.meta.env.MODE === 'customer';

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  (delta: number): void | Promise<void>;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: To; reloadDocument?: boolean };

/** What the app needs of a made router: whether its first page is ready, and word of changes. */
export interface AppRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: () => void): () => void;
}

export const Link: ComponentType<LinkProps & RefAttributes<HTMLAnchorElement>> = customerBuild
  ? CustomerLink
  : ReactRouterLink;
export const Navigate: ComponentType<{ to: To } & NavigateOptions> = customerBuild
  ? CustomerNavigate
  : ReactRouterNavigate;
export const Outlet: ComponentType = customerBuild ? CustomerOutlet : ReactRouterOutlet;
export const ScrollRestoration: ComponentType = customerBuild
  ? CustomerScrollRestoration
  : ReactRouterScrollRestoration;
export const useLocation: () => Location = customerBuild ? customerUseLocation : reactRouterUseLocation;
export const useNavigate: () => NavigateFunction = customerBuild
  ? customerUseNavigate
  : reactRouterUseNavigate;
export const useParams: () => Readonly<Params> = customerBuild ? customerUseParams : reactRouterUseParams;
export const useSearchParams: () => [URLSearchParams, SetSearchParams] = customerBuild
  ? customerUseSearchParams
  : reactRouterUseSearchParams;
export const useMatches: () => UIMatch[] = customerBuild ? customerUseMatches : reactRouterUseMatches;
export const useRouteError: () => unknown = customerBuild ? customerUseRouteError : reactRouterUseRouteError;
export const generatePath: (path: string, params?: Params) => string = customerBuild
  ? customerGeneratePath
  : reactRouterGeneratePath;
export const matchRoutes: (routes: RouteObject[], pathname: string) => RouteMatch[] | null = customerBuild
  ? customerMatchRoutes
  : reactRouterMatchRoutes;

/** The router of the page's URL (start-app.tsx makes it before the first render). */
export const createBrowserRouter: (routes: RouteObject[], options?: RouterOptions) => AppRouter =
  customerBuild ? customerCreateBrowserRouter : reactRouterCreateBrowserRouter;

/**
 * Renders the router's page. Each build passes the router its own createBrowserRouter made, which
 * the AppRouter type cannot tell apart: hence the one conversion here.
 */
export const RouterProvider = (customerBuild
  ? CustomerRouterProvider
  : ReactRouterProvider) as unknown as ComponentType<{ router: AppRouter }>;
