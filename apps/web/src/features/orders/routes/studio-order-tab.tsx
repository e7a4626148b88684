import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Order } from '@studio/domain/order-contract';
import { orderDiscountCents } from '@studio/domain/order-deal-pricing';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { LazyTexts } from '../../../i18n/lazy-texts.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { cartStore, cartSubtotal, useCart } from '../../../shared/cart/cart-store.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { CustomerSignInStep } from '../../../shared/sign-in/components/customer-sign-in-step.tsx';
import { useTableOfToken } from '../api/get-table-of-token.ts';
import { useOrderDeals } from '../api/list-order-deals.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { OrderDealChoice } from '../components/order-deal-choice.tsx';
import { SentOrderStatus } from '../components/sent-order-status.tsx';

type Step = 'cart' | 'signIn' | 'summary' | 'sent';

/**
 * The customer's order: cart → order details (the table, from its QR code) → sign-in or guest →
 * summary → send → "sent, being processed" and the live status. Only a table's QR code lets a
 * guest order: its signed token goes along with the order. A failed send can be retried with the
 * same idempotency key, so it never creates a second order.
 */
function PartnerOrderTabContent({
  shopId,
  currency,
  tableToken,
  onBackToMenu,
}: {
  shopId: string;
  currency: string;
  tableToken: string | null;
  onBackToMenu: () => void;
}) {
  const { t } = useTranslation();
  const cart = useCart(shopId);
  const session = useSession();
  const table = useTableOfToken(shopId, tableToken);
  const place = usePlaceOrder(shopId);
  const [step, setStep] = useState<Step>('cart');
  const [sent, setSent] = useState<Order | null>(null);
  const deals = useOrderDeals(shopId);
  const [chosenDealId, setChosenDealId] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const locale = currentLocale();

  useEffect(() => {
    if (table.data && tableToken) cartStore.setTable(shopId, table.data.tableNumber, tableToken);
  }, [shopId, table.data, tableToken]);

  if (step === 'sent' && sent) {
    return (
      <SentOrderStatus
        shopId={shopId}
        orderId={sent.id}
        currency={currency}
        onOrderMore={() => {
          setStep('cart');
          setSent(null);
          onBackToMenu();
        }}
      />
    );
  }

  if (cart.lines.length === 0) {
    return (
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('orders.customer.emptyCart')}</Typography>
        <Button variant="contained" onClick={onBackToMenu}>
          {t('orders.customer.toMenu')}
        </Button>
      </Stack>
    );
  }

  function toSummary() {
    attemptKey.current = crypto.randomUUID();
    setStep(session ? 'summary' : 'signIn');
  }

  function send() {
    const idempotencyKey = attemptKey.current ?? crypto.randomUUID();
    attemptKey.current = idempotencyKey;
    place.mutate(
      {
        order: {
          tableNumber: cart.tableNumber,
          tableToken: cart.tableToken,
          items: cart.lines.map((line) => ({ articleId: line.articleId, quantity: line.quantity })),
          ...(chosenDeal ? { dealId: chosenDeal.deal.id } : {}),
        },
        idempotencyKey,
      },
      {
        onSuccess: (order) => {
          cartStore.clearLines(shopId);
          attemptKey.current = null;
          setSent(order);
          setChosenDealId(null);
          setStep('sent');
        },
        onError: (error) => {
          // The code no longer holds (e.g. the studio printed new ones): scan again.
          if (isApiError(error) && error.errorCode === ErrorCode.tableTokenInvalid)
            cartStore.setTable(shopId, '', '');
        },
      },
    );
  }

  // The deal counts on the summary only (after the cart; a guest's step may still read signIn there);
  // the API prices the order the same way (order-deal-pricing).
  const chosenDeal =
    step === 'cart' ? null : (deals.data?.find((option) => option.deal.id === chosenDealId) ?? null);
  const subtotal = cartSubtotal(cart);
  const discount = chosenDeal ? orderDiscountCents(cart.lines, chosenDeal.terms) : 0;
  const lines = (
    <Stack sx={{ gap: 1 }}>
      {cart.lines.map((line) => (
        <Stack
          key={line.articleId}
          direction="row"
          sx={{ alignItems: 'center', gap: 1 }}
          data-testid="cart-line"
        >
          <Typography sx={{ flex: 1 }}>{line.name}</Typography>
          {step === 'cart' ? (
            <>
              <IconButton
                size="small"
                aria-label={t('orders.customer.less', { name: line.name })}
                onClick={() => cartStore.setQuantity(shopId, line.articleId, line.quantity - 1)}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
              <Typography aria-live="polite" data-testid="cart-quantity">
                {line.quantity}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('orders.customer.more', { name: line.name })}
                onClick={() => cartStore.setQuantity(shopId, line.articleId, line.quantity + 1)}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </>
          ) : (
            <Typography>× {line.quantity}</Typography>
          )}
          <Typography sx={{ minWidth: 80, textAlign: 'end' }}>
            {formatMoney(line.unitPriceCents * line.quantity, locale, currency)}
          </Typography>
        </Stack>
      ))}
      {chosenDeal ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography>
            {t('orders.discount')}: {chosenDeal.deal.title}
          </Typography>
          <Typography data-testid="order-discount">− {formatMoney(discount, locale, currency)}</Typography>
        </Stack>
      ) : null}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{t('orders.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
          {formatMoney(subtotal - discount, locale, currency)}
        </Typography>
      </Stack>
    </Stack>
  );

  if (step === 'cart') {
    return (
      <Stack sx={{ gap: 3 }} data-testid="order-cart">
        <Typography variant="h6" component="h2">
          {t('orders.customer.cartTitle')}
        </Typography>
        {lines}
        {cart.tableToken ? (
          <TextField
            label={t('orders.customer.table')}
            value={cart.tableNumber}
            helperText={t('orders.customer.tableFromQr')}
            slotProps={{ htmlInput: { 'data-testid': 'order-table', readOnly: true } }}
          />
        ) : (
          <Alert severity="info" data-testid="order-scan-table">
            {t('orders.customer.scanTable')}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={toSummary}
          disabled={!cart.tableToken}
          data-testid="order-continue"
        >
          {t('orders.customer.continue')}
        </Button>
      </Stack>
    );
  }

  if (step === 'signIn' && !session) {
    return <CustomerSignInStep headingLevel="h3" onSignedIn={() => setStep('summary')} />;
  }

  const failure = place.error;
  return (
    <Stack sx={{ gap: 3 }} data-testid="order-summary">
      <Typography variant="h6" component="h2">
        {t('orders.customer.summaryTitle', { table: cart.tableNumber })}
      </Typography>
      <OrderDealChoice options={deals.data ?? []} chosenId={chosenDealId} onChoose={setChosenDealId} />
      {lines}
      {failure ? (
        <Alert severity="error" data-testid="order-send-failed">
          {t('orders.customer.sendFailed')}
          {isApiError(failure) && failure.errorCode !== null ? ` ${failure.message}` : ''}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ gap: 1.5 }}>
        <Button onClick={() => setStep('cart')}>{t('orders.customer.back')}</Button>
        <Button
          variant="contained"
          size="large"
          loading={place.isPending}
          onClick={send}
          data-testid="order-send"
        >
          {t(failure ? 'orders.customer.retry' : 'orders.customer.send')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function StudioOrderTab(props: {
  shopId: string;
  currency: string;
  tableToken: string | null;
  onBackToMenu: () => void;
}) {
  return (
    <LazyTexts features={['orders']}>
      <PartnerOrderTabContent {...props} />
    </LazyTexts>
  );
}
