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
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { usePlans } from '../api/list-plans.ts';

/** What a plan's button does: choose it here (the plan dialog), or go somewhere (the landing page's sign-up). */
export type PlanAction = { onChoose: (plan: Plan) => void; busy?: boolean } | { linkTo: string };

/**
 * Lite, Basic, Plus side by side from the one list the server bills by (GET plans): name, monthly
 * price excluding VAT, the button, then what each includes. The button sits under the price, so
 * it is in view without scrolling past the feature lists.
 */
export function PlanCards({
  current,
  action,
  testIdPrefix = 'plan',
  textPrefix,
}: {
  current?: PlanId | null;
  action?: PlanAction;
  testIdPrefix?: string;
  /** Where the using feature keeps the cards' texts: they load with its screens, not every page. */
  textPrefix: string;
}) {
  const { t } = useTranslation();
  const plans = usePlans();
  if (!plans.data) return <Skeleton variant="rounded" height={320} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      {plans.data.map((plan) => {
        const highlighted = plan.id === 'plus';
        const label = t(`${textPrefix}.choose`, { plan: plan.name });
        return (
          <Card
            key={plan.id}
            variant="outlined"
            sx={{
              p: 2.5,
              display: 'flex',
              flexDirection: 'column',
              borderColor: highlighted ? 'primary.main' : undefined,
            }}
            data-testid={`${testIdPrefix}-${plan.id}`}
          >
            <Typography variant="h6" component="h3">
              {plan.name}{' '}
              {plan.id === current ? (
                <Chip size="small" color="success" label={t(`${textPrefix}.current`)} />
              ) : null}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ mt: 1 }}
              data-testid={`${testIdPrefix}-${plan.id}-price`}
            >
              {formatMoney(plan.monthlyPriceCents, currentLocale(), plan.currency)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`${textPrefix}.perMonth`)}
            </Typography>
            {action && 'onChoose' in action ? (
              <Button
                variant={highlighted ? 'contained' : 'outlined'}
                disabled={action.busy ?? false}
                onClick={() => action.onChoose(plan)}
                sx={{ mt: 2 }}
                data-testid={`${testIdPrefix}-choose-${plan.id}`}
              >
                {label}
              </Button>
            ) : null}
            {action && 'linkTo' in action ? (
              <Button
                component={RouterLink}
                to={action.linkTo}
                variant={highlighted ? 'contained' : 'outlined'}
                sx={{ mt: 2 }}
                data-testid={`${testIdPrefix}-choose-${plan.id}`}
              >
                {label}
              </Button>
            ) : null}
            <List dense sx={{ flex: 1 }}>
              {plan.features.map((feature) => (
                <ListItem key={feature} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckIcon fontSize="small" color="success" />
                  </ListItemIcon>
                  <ListItemText primary={t(`${textPrefix}.features.${feature}`)} />
                </ListItem>
              ))}
            </List>
          </Card>
        );
      })}
    </Box>
  );
}
