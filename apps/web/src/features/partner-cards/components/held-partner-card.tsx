import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerPartnerCard } from '@studio/domain/partner-card-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { CardBarcode } from './card-barcode.tsx';

/** One of the customer's partner cards: its title, its number as a barcode for the counter, and removal. */
export function HeldPartnerCard({
  card,
  onRemove,
}: {
  card: CustomerPartnerCard;
  onRemove: (card: CustomerPartnerCard) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="my-partner-card">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {card.title}
        </Typography>
        <IconButton
          aria-label={t('partnerCards.mine.remove', { title: card.title })}
          onClick={() => onRemove(card)}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
      <CardBarcode number={card.number} label={t('partnerCards.mine.barcode', { title: card.title })} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('partnerCards.mine.showAtCounter')}
      </Typography>
    </Card>
  );
}
