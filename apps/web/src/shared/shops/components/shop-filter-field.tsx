import { StudioSearchField } from './studio-search-field.tsx';

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
  return (
    <StudioSearchField
      shopId={value || null}
      onChange={(studio) => onChange(studio?.id ?? '')}
      label={label}
      placeholder={allLabel}
      sx={{ minWidth: 260 }}
    />
  );
}
