import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import type { OrderDealOption } from '../api/list-order-deals.ts';

/** The summary's choice of one deal for the order (or none); the totals below show what it takes off. */
export function OrderDealChoice({
  options,
  chosenId,
  onChoose,
}: {
  options: readonly OrderDealOption[];
  chosenId: string | null;
  onChoose: (dealId: string | null) => void;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <Stack sx={{ gap: 0.5 }} data-testid="order-deal-choice">
      <Typography id="order-deal-choice-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('orders.customer.dealTitle')}
      </Typography>
      <RadioGroup
        aria-labelledby="order-deal-choice-title"
        value={chosenId ?? ''}
        onChange={(event) => onChoose(event.target.value === '' ? null : event.target.value)}
      >
        <FormControlLabel value="" control={<Radio />} label={t('orders.customer.noDeal')} />
        {options.map(({ deal }) => (
          <FormControlLabel
            key={deal.id}
            value={deal.id}
            control={<Radio />}
            label={`${deal.title} · ${deal.offerText}`}
            data-testid="order-deal-option"
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}
