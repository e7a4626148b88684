import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { VoucherOffer } from '@studio/domain/voucher-contract';
import { type FormEvent, useState } from 'react';
import { EditDeleteActions } from '../../../components/edit-delete-actions.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useDeleteVoucherOffer } from '../api/delete-voucher-offer.ts';
import { useVoucherOffers } from '../api/list-voucher-offers.ts';
import { useSaveVoucherOffer } from '../api/save-voucher-offer.ts';

const toCents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

function OfferDialog({
  shopId,
  offer,
  onClose,
}: {
  shopId: string;
  offer: VoucherOffer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveVoucherOffer(shopId);
  const [name, setName] = useState(offer?.name ?? '');
  const [value, setValue] = useState(offer ? String(offer.valueCents / 100) : '');
  const [price, setPrice] = useState(offer ? String(offer.priceCents / 100) : '');
  const [active, setActive] = useState(offer?.active ?? true);
  const valid = name.trim() !== '' && toCents(value) > 0 && toCents(price) > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        offer: { name: name.trim(), valueCents: toCents(value), priceCents: toCents(price), active },
        ...(offer ? { id: offer.id } : {}),
      },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} data-testid="voucher-offer-form">
        <DialogTitle>{t(offer ? 'vouchers.offers.edit' : 'vouchers.offers.add')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField
              label={t('vouchers.offers.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              slotProps={{ htmlInput: { 'data-testid': 'voucher-offer-name' } }}
            />
            <TextField
              label={t('vouchers.offers.value')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              inputMode="decimal"
              required
              helperText={t('vouchers.offers.valueHint')}
              slotProps={{ htmlInput: { 'data-testid': 'voucher-offer-value' } }}
            />
            <TextField
              label={t('vouchers.offers.price')}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              inputMode="decimal"
              required
              helperText={t('vouchers.offers.priceHint')}
              slotProps={{ htmlInput: { 'data-testid': 'voucher-offer-price' } }}
            />
            <FormControlLabel
              control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
              label={t('vouchers.offers.active')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!valid || save.isPending}
            data-testid="voucher-offer-save"
          >
            {t('vouchers.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** What customers may buy: the price may be below the value (pay 45 € for 50 €). */
export function VoucherOffersSection({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const offers = useVoucherOffers(shopId);
  const remove = useDeleteVoucherOffer(shopId);
  const [editing, setEditing] = useState<VoucherOffer | 'new' | null>(null);
  return (
    <SectionCard
      title={t('vouchers.offers.title')}
      description={t('vouchers.offers.description')}
      actions={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          data-testid="voucher-offer-add"
        >
          {t('vouchers.offers.add')}
        </Button>
      }
      testId="voucher-offers"
    >
      {offers.isError ? <Alert severity="error">{t('vouchers.loadFailed')}</Alert> : null}
      {offers.data?.length === 0 ? <Alert severity="info">{t('vouchers.offers.none')}</Alert> : null}
      <List disablePadding>
        {offers.data?.map((offer) => (
          <ListItem
            key={offer.id}
            divider
            disableGutters
            secondaryAction={
              <EditDeleteActions
                subject={offer.name}
                testIdPrefix="voucher-offer"
                onEdit={() => setEditing(offer)}
                onDelete={() => remove.mutate(offer.id)}
              />
            }
          >
            <ListItemText
              primary={offer.name}
              secondary={t('vouchers.purchase.valueFor', {
                value: formatMoney(offer.valueCents, locale, offer.currency),
                price: formatMoney(offer.priceCents, locale, offer.currency),
              })}
            />
            {offer.active ? null : (
              <ToneChip tone="neutral" label={t('vouchers.offers.inactive')} sx={{ mr: 12 }} />
            )}
          </ListItem>
        ))}
      </List>
      {editing ? (
        <OfferDialog
          shopId={shopId}
          offer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SectionCard>
  );
}
