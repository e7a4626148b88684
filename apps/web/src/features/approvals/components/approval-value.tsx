import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApprovalSubjectType } from '@studio/domain/approvals-contract';
import { dealTypes } from '@studio/domain/deal-rules';
import { giftTypes } from '@studio/domain/gift-contract';
import { shopCategories } from '@studio/domain/shop';
import { formatDay, formatViewerDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const imageFields = new Set(['logoUrl', 'backgroundUrl', 'imageUrl', 'image']);
const isOneOf = (values: readonly string[], value: unknown): value is string =>
  typeof value === 'string' && values.includes(value);

/** How a value is read: which kind of request it belongs to, its money, and names for its ids. */
export interface ApprovalValueContext {
  subjectType: ApprovalSubjectType;
  /** The shop's currency (ISO 4217) for amounts in cents. */
  currency: string;
  /** Names of the ids a value may hold (e.g. a menu article's category), by id. */
  names?: ReadonlyMap<string, string> | undefined;
}

/**
 * One value of an approval request (current or proposed), as the owner meant it: money as money,
 * days and instants in the reader's language, images as images, kinds and categories by name.
 */
export function ApprovalValue({
  field,
  value,
  context,
}: {
  field: string;
  value: unknown;
  context: ApprovalValueContext;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
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
  if (field.endsWith('Cents') && typeof value === 'number') {
    return <span dir="ltr">{formatMoney(value, locale, context.currency)}</span>;
  }
  if (field === 'category' && isOneOf(shopCategories, value)) {
    return <span>{t(`shop.categories.${value}`)}</span>;
  }
  if (field === 'type' && context.subjectType === 'deal' && isOneOf(dealTypes, value)) {
    return <span>{t(`approvalValues.dealTypes.${value}`)}</span>;
  }
  if (field === 'type' && context.subjectType === 'gift' && isOneOf(giftTypes, value)) {
    return <span>{t(`giftFace.types.${value}`)}</span>;
  }
  if (field === 'categoryId' && context.subjectType === 'menu' && typeof value === 'string') {
    return <span>{context.names?.get(value) ?? t('approvals.unknownItem')}</span>;
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return <span>{formatDay(value, locale)}</span>;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return <span>{formatViewerDateTime(value, locale)}</span>;
  }
  if (typeof value === 'boolean') return <span>{value ? t('common.yes') : t('common.no')}</span>;
  if (Array.isArray(value)) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: values can repeat; their order is their identity
          <li key={index}>
            {typeof item === 'string' || typeof item === 'number' ? item : JSON.stringify(item)}
          </li>
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
