import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '../components/app-error-boundary.tsx';
import { AppProviders } from './app-providers.tsx';
import type { AppRouter } from './router.tsx';

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
