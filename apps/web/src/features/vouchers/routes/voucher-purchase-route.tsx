import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VoucherOffer } from '@studio/domain/voucher-contract';
import { type FormEvent, useState } from 'react';
import { NoMoneyTakenNotice } from '../../../components/no-money-taken-notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useParams, useSearchParams } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useShop } from '../../../shared/shops/api/get-shop.ts';
import { useVoucherOffers } from '../api/list-voucher-offers.ts';
import { usePurchaseVoucher } from '../api/purchase-voucher.ts';
import { PurchaseThanks } from '../components/purchase-thanks.tsx';

/** /partner/{shopId}/app/voucher/purchase: choose an offer, optionally as a gift, and pay. */
export function VoucherPurchaseRoute() {
  const { t } = useTranslation();
  const { shopId = '' } = useParams();
  const [search] = useSearchParams();
  const shop = useShop(shopId);
  const paid = search.get('paid');
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader
        title={t('vouchers.purchase.title')}
        description={shop.data ? t('vouchers.purchase.intro', { shop: shop.data.name }) : undefined}
      />
      {paid ? (
        <PurchaseThanks shopId={shopId} gift={search.get('gift') === '1'} />
      ) : (
        <PurchaseForm shopId={shopId} currency={shop.data?.currencyCode} />
      )}
    </Box>
  );
}

function OfferCard({
  offer,
  selected,
  onSelect,
}: {
  offer: VoucherOffer;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const saving = offer.valueCents - offer.priceCents;
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea
        onClick={onSelect}
        role="radio"
        aria-checked={selected}
        data-testid="voucher-offer"
        sx={{ p: 2.5, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
      >
        <CardGiftcardIcon color={selected ? 'primary' : 'action'} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{offer.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('vouchers.purchase.valueFor', {
              value: formatMoney(offer.valueCents, locale, offer.currency),
              price: formatMoney(offer.priceCents, locale, offer.currency),
            })}
          </Typography>
        </Box>
        {saving > 0 ? (
          <Chip
            color="success"
            size="small"
            label={t('vouchers.purchase.saving', { amount: formatMoney(saving, locale, offer.currency) })}
          />
        ) : null}
      </CardActionArea>
    </Card>
  );
}

function PurchaseForm({ shopId, currency }: { shopId: string; currency: string | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const offers = useVoucherOffers(shopId);
  const purchase = usePurchaseVoucher(shopId);
  const [offerId, setOfferId] = useState<string | null>(null);
  const [buyer, setBuyer] = useState({
    name: session?.user.guest ? '' : (session?.user.name ?? ''),
    email: session?.user.guest ? '' : (session?.user.email ?? ''),
  });
  const [gift, setGift] = useState(false);
  const [recipient, setRecipient] = useState({ name: '', email: '' });
  const [message, setMessage] = useState('');
  const chosen = offers.data?.find((offer) => offer.id === offerId) ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    purchase.mutate(
      {
        offerId: chosen.id,
        buyer,
        ...(gift ? { recipient, ...(message.trim() ? { message: message.trim() } : {}) } : {}),
      },
      { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) },
    );
  }

  if (offers.isPending) return <Skeleton variant="rounded" height={240} />;
  if (offers.isError) return <Alert severity="error">{t('vouchers.loadFailed')}</Alert>;
  if (offers.data.length === 0) return <Alert severity="info">{t('vouchers.purchase.noOffers')}</Alert>;
  const money = chosen ? formatMoney(chosen.priceCents, currentLocale(), chosen.currency ?? currency) : '';

  return (
    <Stack component="form" onSubmit={submit} sx={{ gap: 3 }} data-testid="voucher-purchase-form">
      <Stack role="radiogroup" aria-label={t('vouchers.purchase.chooseOffer')} sx={{ gap: 1.5 }}>
        {offers.data.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            selected={offer.id === offerId}
            onSelect={() => setOfferId(offer.id)}
          />
        ))}
      </Stack>
      <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('vouchers.purchase.yourDetails')}
        </Typography>
        <Stack sx={{ gap: 2 }}>
          <TextField
            label={t('vouchers.purchase.name')}
            slotProps={{ htmlInput: { 'data-testid': 'voucher-buyer-name' } }}
            value={buyer.name}
            onChange={(event) => setBuyer({ ...buyer, name: event.target.value })}
            required
            autoComplete="name"
          />
          <TextField
            label={t('vouchers.purchase.email')}
            slotProps={{ htmlInput: { 'data-testid': 'voucher-buyer-email' } }}
            type="email"
            value={buyer.email}
            onChange={(event) => setBuyer({ ...buyer, email: event.target.value })}
            required
            autoComplete="email"
          />
          <FormControlLabel
            control={
              <Switch
                checked={gift}
                onChange={(event) => setGift(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'voucher-gift' } as object }}
              />
            }
            label={t('vouchers.purchase.asGift')}
          />
          {gift ? (
            <>
              <TextField
                label={t('vouchers.purchase.recipientName')}
                slotProps={{ htmlInput: { 'data-testid': 'voucher-recipient-name' } }}
                value={recipient.name}
                onChange={(event) => setRecipient({ ...recipient, name: event.target.value })}
                required
              />
              <TextField
                label={t('vouchers.purchase.recipientEmail')}
                slotProps={{ htmlInput: { 'data-testid': 'voucher-recipient-email' } }}
                type="email"
                value={recipient.email}
                onChange={(event) => setRecipient({ ...recipient, email: event.target.value })}
                required
              />
              <TextField
                label={t('vouchers.purchase.message')}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'voucher-message' } }}
              />
            </>
          ) : null}
        </Stack>
      </Card>
      <NoMoneyTakenNotice />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!chosen || purchase.isPending}
        data-testid="voucher-pay"
      >
        {chosen ? t('vouchers.purchase.pay', { amount: money }) : t('vouchers.purchase.chooseOffer')}
      </Button>
    </Stack>
  );
}
