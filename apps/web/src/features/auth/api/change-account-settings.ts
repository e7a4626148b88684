import {
  type AccountSettings,
  type AccountSettingsChange,
  accountSettingsSchema,
} from '@studio/domain/account-settings-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export function changeAccountSettings(change: AccountSettingsChange): Promise<AccountSettings> {
  return api.patch('/me/settings', change, { schema: accountSettingsSchema });
}

export function useChangeAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccountSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.accountSettings(), settings),
  });
}
