import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { StampCardTotals as Totals } from '@studio/domain/stamp-card-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const order = ['customers', 'stampsLast30Days', 'cardsRedeemed', 'pendingRequests'] as const;

/** The stamp card totals at a glance. */
export function StampCardTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2 }}
      data-testid="stamp-card-totals"
    >
      {order.map((key) => (
        <Card key={key} sx={{ p: 2 }} data-testid={`stamp-total-${key}`}>
          <Typography variant="h4" component="p">
            {totals[key]}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`stampCards.totals.${key}`)}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
