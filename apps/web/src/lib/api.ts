import { currentLocale, i18n } from '../i18n/i18n.ts';
import { createApiClient } from './api-client.ts';
import { resolveApiKey } from './api-key.ts';
import { sessionStore } from './auth-session.ts';
import { reportApiFailure } from './error-reporting.ts';
import { pageFirstAnswers } from './first-answers.ts';
import { notify } from './snackbar.ts';

let apiKey: string | undefined;

/** The app's API client: base /api, key, bearer token and language on every call. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: '/api',
  apiKey: () => {
    apiKey ??= resolveApiKey(
      typeof document === 'undefined' ? undefined : document,
      import.meta.env.VITE_API_KEY,
    );
    return apiKey;
  },
  token: () => sessionStore.getToken(),
  locale: currentLocale,
  onUnauthorized: () => sessionStore.clear(),
  showError: (message) => notify(message, 'error'),
  unexpectedMessage: () => i18n.t('errors.unexpected'),
  reportFailure: reportApiFailure,
  // They are what an anonymous visitor gets, which a customer or guest gets too; a studio's admin
  // sees more of the own studio (inactive treatments), so an admin always asks the server.
  firstAnswer: (path) =>
    (sessionStore.getSession()?.user.role ?? 'appUser') === 'appUser'
      ? pageFirstAnswers.take(path)
      : undefined,
});
