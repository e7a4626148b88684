import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useShopNames } from '../api/list-shop-names.ts';

/** The global admin's "which studio" filter of a cross-shop list; '' stands for every studio. */
export function ShopFilterField({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (shopId: string) => void;
}) {
  const shops = useShopNames();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {(shops.data ?? []).map((shop) => (
        <MenuItem key={shop.id} value={shop.id}>
          {shop.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
