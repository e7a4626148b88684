import { useTranslation } from '../../../i18n/text-runtime.ts';
import { StudioSearchField } from '../../../shared/shops/components/studio-search-field.tsx';

/** The global admin picks the studio whose gifts to manage (searchable by name). */
export function StudioPicker({
  shopId,
  onChange,
}: {
  shopId: string | null;
  onChange: (shopId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <StudioSearchField
      shopId={shopId}
      onChange={(studio) => onChange(studio?.id ?? null)}
      label={t('gifts.admin.studio')}
      testId="gift-studio"
      size="medium"
      sx={{ maxWidth: 420 }}
    />
  );
}
