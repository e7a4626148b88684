import { AppErrorBoundary } from '../components/app-error-boundary.tsx';
import { type AppRouter, RouterProvider } from '../routing/build-router.ts';
import { AppProviders } from './app-providers.tsx';

/** The router comes made (start-app.tsx): it starts loading the page's code before the first render. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
