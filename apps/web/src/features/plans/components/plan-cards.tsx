import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Plan, PlanId } from '@studio/domain/payments-contract';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { usePlans } from '../api/list-plans.ts';

/** Lite, Basic, Plus side by side: monthly price excluding VAT and what each includes. */
export function PlanCards({
  current,
  onChoose,
  busy = false,
}: {
  current?: PlanId | null;
  onChoose?: (plan: Plan) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const plans = usePlans();
  if (!plans.data) return <Skeleton variant="rounded" height={320} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      {plans.data.map((plan) => (
        <Card
          key={plan.id}
          variant="outlined"
          sx={{
            p: 2.5,
            display: 'flex',
            flexDirection: 'column',
            borderColor: plan.id === 'plus' ? 'primary.main' : undefined,
          }}
          data-testid={`plan-${plan.id}`}
        >
          <Typography variant="h6" component="h3">
            {plan.name}{' '}
            {plan.id === current ? <Chip size="small" color="success" label={t('plans.current')} /> : null}
          </Typography>
          <Typography variant="h4" component="p" sx={{ mt: 1 }}>
            {formatMoney(plan.monthlyPriceCents, currentLocale(), plan.currency)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('plans.perMonth')}
          </Typography>
          <List dense sx={{ flex: 1 }}>
            {plan.features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckIcon fontSize="small" color="success" />
                </ListItemIcon>
                <ListItemText primary={t(`plans.features.${feature}`)} />
              </ListItem>
            ))}
          </List>
          {onChoose ? (
            <Button
              variant={plan.id === 'plus' ? 'contained' : 'outlined'}
              disabled={busy}
              onClick={() => onChoose(plan)}
              data-testid={`plan-choose-${plan.id}`}
            >
              {t('plans.choose', { plan: plan.name })}
            </Button>
          ) : null}
        </Card>
      ))}
    </Box>
  );
}
