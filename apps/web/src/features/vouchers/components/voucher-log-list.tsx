import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { VoucherLogEntry } from '@studio/domain/voucher-contract';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** A voucher's action log, oldest first: what happened, when (on the studio's clock), by whom, how much. */
export function VoucherLogList({
  entries,
  currency,
  studioZone,
}: {
  entries: VoucherLogEntry[];
  currency: string;
  studioZone: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <List dense disablePadding data-testid="voucher-log">
      {entries.map((entry) => (
        <ListItem key={`${entry.at}-${entry.type}`} disableGutters data-testid={`voucher-log-${entry.type}`}>
          <ListItemText
            primary={`${t(`vouchers.log.${entry.type}`)}${
              entry.amountCents !== null ? ` · ${formatMoney(entry.amountCents, locale, currency)}` : ''
            }`}
            secondary={[formatStudioDateTime(entry.at, studioZone, locale), entry.account]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
