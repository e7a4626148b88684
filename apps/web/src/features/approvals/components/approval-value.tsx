import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shopCategories } from '@studio/domain/shop';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const imageFields = new Set(['logoUrl', 'backgroundUrl', 'imageUrl', 'image']);

/** One value of an approval request (current or proposed), shown the way the owner entered it. */
export function ApprovalValue({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('approvals.empty')}
      </Typography>
    );
  }
  if (imageFields.has(field) && typeof value === 'string') {
    return (
      <Box
        component="img"
        src={value}
        alt={t('approvals.imageAlt', { field: t(`studio.fields.${field}`, { defaultValue: field }) })}
        sx={{
          display: 'block',
          maxWidth: field === 'logoUrl' ? 96 : 240,
          maxHeight: 120,
          borderRadius: 1.5,
          border: 1,
          borderColor: 'divider',
        }}
      />
    );
  }
  if (
    field === 'category' &&
    typeof value === 'string' &&
    (shopCategories as readonly string[]).includes(value)
  ) {
    return <span>{t(`shop.categories.${value}`)}</span>;
  }
  if (typeof value === 'boolean') return <span>{value ? t('common.yes') : t('common.no')}</span>;
  if (Array.isArray(value)) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: values can repeat; their order is their identity
          <li key={index}>{typeof item === 'string' ? item : JSON.stringify(item)}</li>
        ))}
      </Box>
    );
  }
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
      {text}
    </Box>
  );
}
