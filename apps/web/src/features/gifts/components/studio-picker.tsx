import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ShopListItem } from '@studio/domain/shop-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useShopList } from '../../../shared/shops/api/list-shops.ts';

/** The global admin picks the studio whose gifts to manage (searchable by name). */
export function StudioPicker({
  shopId,
  onChange,
}: {
  shopId: string | null;
  onChange: (shopId: string | null) => void;
}) {
  const { t } = useTranslation();
  const shops = useShopList({ search: '', status: null });
  const options = shops.data?.items ?? [];
  const selected = options.find((shop) => shop.id === shopId) ?? null;
  return (
    <Autocomplete<ShopListItem>
      options={options}
      loading={shops.isPending}
      value={selected}
      onChange={(_event, shop) => onChange(shop?.id ?? null)}
      getOptionLabel={(shop) => shop.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      sx={{ maxWidth: 420 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('gifts.admin.studio')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'gift-studio' },
          }}
        />
      )}
    />
  );
}
