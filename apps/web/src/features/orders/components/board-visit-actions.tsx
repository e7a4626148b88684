import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopOrder } from '@studio/domain/order-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** The table's visit under its newest order: whether it asks for the bill, and closing it. */
export function BoardVisitActions({
  visit,
  busy,
  onClose,
}: {
  visit: ShopOrder['visit'];
  busy: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (visit.closedAt) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="board-visit-closed">
        {t('orders.board.visitClosed')}
      </Typography>
    );
  }
  return (
    <Stack
      direction="row"
      sx={{
        gap: 1,
        mt: 2,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      {visit.paymentRequestedAt ? (
        <Chip color="warning" label={t('orders.board.wantsToPay')} data-testid="board-visit-wants-to-pay" />
      ) : null}
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={onClose}
        data-testid="board-visit-close"
      >
        {t('orders.board.closeVisit')}
      </Button>
    </Stack>
  );
}
