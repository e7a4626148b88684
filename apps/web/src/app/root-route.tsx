import { useEffect } from 'react';
import { usePageViewReporter } from '../features/analytics/hooks/use-page-view-reporter.ts';
import { useRefreshSessionUser } from '../features/auth/hooks/use-refresh-session-user.ts';
import { useTranslation } from '../i18n/text-runtime.ts';
import { Outlet, ScrollRestoration, useMatches } from '../routing/build-router.ts';
import { deepestHandle } from './route-handle.ts';

function useDocumentTitle() {
  const { t } = useTranslation();
  const { titleKey } = deepestHandle(useMatches());
  useEffect(() => {
    const appName = t('app.name');
    document.title = titleKey ? `${t(titleKey)} · ${appName}` : appName;
  }, [t, titleKey]);
}

/** Everything that happens on every page: title, page views, session refresh, scroll position. */
export function RootRoute() {
  useDocumentTitle();
  usePageViewReporter();
  useRefreshSessionUser();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
