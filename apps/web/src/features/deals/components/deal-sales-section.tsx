import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useShopDealSales } from '../api/list-shop-deal-sales.ts';

/** /deal: the deals customers paid for at the studio, with the buyer and whether it was redeemed. */
export function DealSalesSection({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const sales = useShopDealSales(shopId);
  const studioZone = useStudioZone(shopId);
  const locale = currentLocale();
  return (
    <SectionCard
      title={t('dealAdmin.sales.title')}
      description={t('dealAdmin.sales.text')}
      testId="deal-sales"
    >
      {!sales.data || sales.data.length === 0 ? (
        <Typography color="text.secondary">{t('dealAdmin.sales.none')}</Typography>
      ) : (
        <Stack component="ul" sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
          {sales.data.map((sale) => (
            <Stack
              component="li"
              key={sale.purchaseId}
              sx={{ gap: 0.5, borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
              data-testid="deal-sale"
              data-state={sale.state}
            >
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{sale.dealTitle}</Typography>
                <ToneChip
                  tone={sale.state === 'paid' ? 'info' : 'neutral'}
                  label={t(`dealAdmin.sales.state.${sale.state}`)}
                />
              </Stack>
              <Typography variant="body2">
                {sale.customer.name} · {sale.customer.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dealAdmin.sales.paidOn', {
                  date: formatStudioDateTime(sale.paidAt, studioZone, locale),
                  price: formatMoney(sale.priceCents, locale, sale.currency),
                })}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
