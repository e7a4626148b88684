// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  Link,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
  useParams,
  useRouteError,
  useSearchParams,
} from './customer-router.tsx';

function Studio() {
  const { shopId } = useParams();
  return (
    <>
      <h1>studio {shopId}</h1>
      <Link to="app/book">book</Link>
    </>
  );
}

function Book() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>book {params.get('service') ?? 'none'}</h1>
      <button type="button" onClick={() => setParams({ service: 'nails' }, { replace: true })}>
        choose
      </button>
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Failed() {
  return <p>failed: {String((useRouteError() as Error).message)}</p>;
}

function Loading() {
  return <p>loading</p>;
}

function Broken(): never {
  throw new Error('render');
}

const routes = (): RouteObject[] => [
  {
    id: 'root',
    element: (
      <>
        <Where />
        <Outlet />
      </>
    ),
    errorElement: <Failed />,
    HydrateFallback: Loading,
    children: [
      { path: '/partner/:shopId', lazy: async () => ({ Component: Studio }) },
      { path: '/partner/:shopId/app/book', Component: Book },
      { path: '/partner/:shopId/app/broken', Component: Broken },
      { path: '/partner/:shopId/app/missing', lazy: () => Promise.reject(new Error('chunk')) },
    ],
  },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the customer build router', () => {
  it('should show the fallback until the lazy page is there, follow links relative to their route, and go back', async () => {
    window.history.replaceState(null, '', '/partner/s1');
    const loader = vi.fn(() => null);
    const table = routes();
    (table[0]?.children?.[1] as RouteObject).loader = loader;
    render(<RouterProvider router={createBrowserRouter(table)} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('studio s1')).toBeTruthy();

    await userEvent.click(screen.getByText('book'));
    expect(await screen.findByText('book none')).toBeTruthy();
    expect(window.location.pathname).toBe('/partner/s1/app/book');
    expect(loader).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByText('choose'));
    expect(await screen.findByText('book nails')).toBeTruthy();
    expect(window.location.search).toBe('?service=nails');
    // Replaced: one step back is the studio again.
    // jsdom goes back and fires popstate itself.
    act(() => window.history.back());
    expect(await screen.findByText('studio s1')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/partner/s1');
  });

  it('should show the error element for a page that fails to load or to render', async () => {
    window.history.replaceState(null, '', '/partner/s1/app/missing');
    const router = createBrowserRouter(routes());
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('failed: chunk')).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => router.navigate('/partner/s1/app/broken'));
    expect(await screen.findByText('failed: render')).toBeTruthy();
    await act(() => router.navigate('/partner/s1/app/book'));
    expect(await screen.findByText('book none')).toBeTruthy();
  });

  it('should match the routes a navigation patches in, after pages matched without them', async () => {
    window.history.replaceState(null, '', '/partner/s1/app/book');
    const router = createBrowserRouter(routes(), {
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === '/admin') patch('root', [{ path: '/admin', element: <h1>admin</h1> }]);
      },
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('book none')).toBeTruthy();
    await act(() => router.navigate('/admin'));
    expect(await screen.findByText('admin')).toBeTruthy();
  });

  it('should show a studio’s readable address as the studio page the server names, and leave it from there', async () => {
    // The earlier tests' routers are still mounted.
    cleanup();
    const meta = document.createElement('meta');
    meta.name = 'studio-page-path';
    meta.content = '/partner/s1';
    document.head.append(meta);
    try {
      window.history.replaceState(null, '', '/s/nail-bar');
      render(<RouterProvider router={createBrowserRouter(routes())} />);
      expect(await screen.findByText('studio s1')).toBeTruthy();
      expect(window.location.pathname).toBe('/s/nail-bar');
      await userEvent.click(screen.getByText('book'));
      expect(await screen.findByText('book none')).toBeTruthy();
      expect(window.location.pathname).toBe('/partner/s1/app/book');
    } finally {
      meta.remove();
    }
  });
});
