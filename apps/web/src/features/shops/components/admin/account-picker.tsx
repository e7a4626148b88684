import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@studio/domain/users-contract';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/text-runtime.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useUserList } from '../../../../shared/users/api/list-users.ts';

/**
 * Searches the accounts by name or email to make one a studio's admin. Global admins and disabled
 * accounts cannot be picked; `excluded` (e.g. the studio's current admins) are not offered.
 */
export function AccountPicker({
  value,
  onChange,
  label,
  testId,
  excluded,
  error,
  helperText,
}: {
  value: ManagedUser | null;
  onChange: (user: ManagedUser | null) => void;
  label: string;
  testId: string;
  excluded?: ReadonlySet<string>;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query);
  const candidates = useUserList({ search, limit: 20, cursor: undefined });
  const options = (candidates.data?.items ?? []).filter((user) => !excluded?.has(user.uid));
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, user) => onChange(user)}
      inputValue={query}
      onInputChange={(_event, text) => setQuery(text)}
      filterOptions={(all) => all}
      getOptionLabel={(user) => `${user.name || user.email} (${user.email})`}
      getOptionDisabled={(user) => user.role === 'globalAdmin' || user.disabled}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      loading={candidates.isFetching}
      noOptionsText={t('shops.adminsDialog.noMatches')}
      loadingText={t('app.loading')}
      renderOption={(props, user) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography>{user.name || user.email}</Typography>
              <Typography variant="body2" color="text.secondary">
                {user.email} · {t(`user.roles.${user.role}`)}
                {user.role === 'shopAdmin' && user.shopId ? ` · ${t('shops.adminsDialog.otherShop')}` : ''}
              </Typography>
            </Box>
          </Box>
        );
      }}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
