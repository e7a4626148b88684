import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopOrder } from '@studio/domain/order-contract';
import { isOpenOrder } from '@studio/domain/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useShop } from '../../../shared/shops/api/get-shop.ts';
import { useCloseOrderGroup } from '../api/close-order-group.ts';
import { useDecideOrder } from '../api/decide-order.ts';
import { useShopOrders } from '../api/list-shop-orders.ts';
import { orderKeys } from '../api/order-query-keys.ts';
import { useOrderBoardFeed } from '../api/watch-order-board.ts';
import { BoardVisitActions } from '../components/board-visit-actions.tsx';
import { OrderBoardCard } from '../components/order-board-card.tsx';
import { TableCodesSection } from '../components/table-codes-section.tsx';
import { playNewOrderSound } from '../new-order-sound.ts';

/** /orders: the live board (new orders arrive by server-sent events, with a chime) and the tables' QR codes. */
export function ShopOrdersRoute() {
  return <CurrentShopGate>{(shopId) => <ShopOrdersScreen shopId={shopId} />}</CurrentShopGate>;
}

function ShopOrdersScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shop = useShop(shopId);
  const orders = useShopOrders(shopId, 'all');
  const decide = useDecideOrder(shopId);
  const closeVisit = useCloseOrderGroup(shopId);
  const currency = shop.data?.currencyCode ?? 'EUR';
  const studioZone = shop.data?.timezone;

  useOrderBoardFeed(shopId, (order) => {
    const key = orderKeys.board(shopId, 'all');
    const current = queryClient.getQueryData<ShopOrder[]>(key);
    if (!current) return;
    const known = current.some((entry) => entry.id === order.id);
    queryClient.setQueryData<ShopOrder[]>(
      key,
      known ? current.map((entry) => (entry.id === order.id ? order : entry)) : [order, ...current],
    );
    if (!known && order.status === 'pending') {
      playNewOrderSound();
      notify(t('orders.board.newOrder', { table: order.tableNumber }), 'info');
    }
  });

  const open = (orders.data ?? []).filter((order) => isOpenOrder(order.status));
  const done = (orders.data ?? []).filter((order) => !isOpenOrder(order.status)).slice(0, 20);
  // A visit's state and its closing show once, under the first of its orders on the board.
  const visitShownOn = new Map<string, string>();
  for (const order of [...open, ...done]) {
    if (!visitShownOn.has(order.groupId)) visitShownOn.set(order.groupId, order.id);
  }
  const visitActionsOf = (order: ShopOrder) =>
    visitShownOn.get(order.groupId) === order.id ? (
      <BoardVisitActions
        visit={order.visit}
        busy={closeVisit.isPending}
        onClose={() =>
          closeVisit.mutate(order.groupId, {
            onSuccess: () =>
              notify(t('orders.board.visitClosedFor', { table: order.tableNumber }), 'success'),
          })
        }
      />
    ) : undefined;
  return (
    <>
      <PageHeader title={t('screens.shopOrders.title')} description={t('screens.shopOrders.description')} />
      {orders.isError ? <Alert severity="error">{t('orders.loadFailed')}</Alert> : null}
      {orders.isPending || !studioZone ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Stack sx={{ gap: 3 }}>
          <SectionCard title={t('orders.board.open', { count: open.length })} testId="board-open">
            {open.length === 0 ? (
              <Typography color="text.secondary">{t('orders.board.none')}</Typography>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
                }}
              >
                {open.map((order) => (
                  <OrderBoardCard
                    key={order.id}
                    order={order}
                    currency={currency}
                    studioZone={studioZone}
                    busy={decide.isPending}
                    onDecide={(status) => decide.mutate({ id: order.id, decision: { status } })}
                    visitActions={visitActionsOf(order)}
                  />
                ))}
              </Box>
            )}
          </SectionCard>
          {done.length > 0 ? (
            <SectionCard title={t('orders.board.done')} testId="board-done">
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
                }}
              >
                {done.map((order) => (
                  <OrderBoardCard
                    key={order.id}
                    order={order}
                    currency={currency}
                    studioZone={studioZone}
                    busy
                    onDecide={() => undefined}
                    visitActions={visitActionsOf(order)}
                  />
                ))}
              </Box>
            </SectionCard>
          ) : null}
          <TableCodesSection shopId={shopId} />
        </Stack>
      )}
    </>
  );
}
