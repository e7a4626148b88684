import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useDecideRedeemRequest } from '../api/decide-redeem-request.ts';
import { usePendingRedeemRequests } from '../api/list-redeem-requests.ts';

/** Customers' requests to redeem an amount at the counter, to confirm or reject. */
export function RedeemRequestsSection({ shopId, currency }: { shopId: string; currency: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const requests = usePendingRedeemRequests(shopId);
  const decide = useDecideRedeemRequest(shopId);
  const money = (cents: number) => formatMoney(cents, locale, currency);
  const studioZone = useStudioZone(shopId);
  return (
    <SectionCard
      title={t('vouchers.requests.title')}
      description={t('vouchers.requests.description')}
      testId="voucher-requests"
    >
      {requests.isError ? <Alert severity="error">{t('vouchers.loadFailed')}</Alert> : null}
      {requests.data?.length === 0 ? <Alert severity="info">{t('vouchers.requests.none')}</Alert> : null}
      <List disablePadding>
        {requests.data?.map((request) => (
          <ListItem key={request.id} divider disableGutters data-testid="voucher-request">
            <ListItemText
              primary={t('vouchers.requests.line', {
                account: request.account,
                amount: money(request.amountCents),
              })}
              secondary={`${request.code} · ${t('vouchers.requests.balance', {
                remaining: money(request.remainingCents),
                total: money(request.totalCents),
              })}${studioZone ? ` · ${formatStudioDateTime(request.createdAt, studioZone, locale)}` : ''}`}
            />
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
              <Button
                size="small"
                onClick={() => decide.mutate({ id: request.id, decision: 'reject' })}
                disabled={decide.isPending}
              >
                {t('vouchers.requests.reject')}
              </Button>
              <Button
                size="small"
                variant="contained"
                onClick={() => decide.mutate({ id: request.id, decision: 'confirm' })}
                disabled={decide.isPending}
                data-testid="voucher-request-confirm"
              >
                {t('vouchers.requests.confirm')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
