import { useEffect } from 'react';
import { reportUnexpectedError } from '../lib/error-reporting.ts';
import { useRouteError } from '../routing/build-router.ts';
import { ErrorScreen } from './error-screen.tsx';

/** The router's errorElement: errors thrown while rendering or loading a route end here. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
    // A 404 answer of a loader is a page that does not exist, not a fault.
    if (error instanceof Error) reportUnexpectedError(error);
  }, [error]);
  return <ErrorScreen />;
}
