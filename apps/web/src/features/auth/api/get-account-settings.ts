import { type AccountSettings, accountSettingsSchema } from '@studio/domain/account-settings-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** The signed-in account's own settings: the language of its mails and the optional mails. */
export function getAccountSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return api.get('/me/settings', { schema: accountSettingsSchema, signal });
}

export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accountSettings(),
    queryFn: ({ signal }) => getAccountSettings(signal),
  });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}
