import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientCard } from '@studio/domain/client-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useDownloadClientData } from '../api/download-client-data.ts';
import { useEraseClient } from '../api/erase-client.ts';
import { useSplitClient } from '../api/split-client.ts';
import { MergeClientDialog } from './merge-client-dialog.tsx';

/** Vouchers that still hold money: erasing keeps them usable by code, the studio should know which. */
function vouchersWithBalance(card: ClientCard) {
  return card.loyalty.vouchers.filter((voucher) => voucher.remainingCents > 0);
}

/** A manager's tools on a client's card: merge a duplicate, split a wrong merge, export, erase. */
export function ClientCardActions({
  shopId,
  card,
  onErased,
}: {
  shopId: string;
  card: ClientCard;
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const [merging, setMerging] = useState(false);
  const [erasing, setErasing] = useState(false);
  const download = useDownloadClientData(shopId);
  const erase = useEraseClient(shopId);
  const split = useSplitClient(shopId, card.id);
  const locale = currentLocale();
  const withBalance = vouchersWithBalance(card);
  const erasureText =
    withBalance.length === 0
      ? t('clients.erase.text', { name: card.name })
      : t('clients.erase.textWithVouchers', {
          name: card.name,
          vouchers: withBalance
            .map((voucher) => `${voucher.code} (${formatMoney(voucher.remainingCents, locale)})`)
            .join(', '),
        });
  return (
    <Stack sx={{ gap: 1 }} data-testid="client-card-actions">
      {card.merged.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('clients.merged')}
          </Typography>
          <List dense>
            {card.merged.map((record) => (
              <ListItem
                key={record.id}
                secondaryAction={
                  <Button
                    size="small"
                    disabled={split.isPending}
                    onClick={() =>
                      split.mutate(record.id, {
                        onSuccess: () => notify(t('clients.split.done', { name: record.name }), 'success'),
                      })
                    }
                    data-testid={`client-split-${record.id}`}
                  >
                    {t('clients.split.action')}
                  </Button>
                }
              >
                <ListItemText
                  primary={record.name || t('clients.unnamed')}
                  secondary={[record.phone, record.email].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setMerging(true)} data-testid="client-merge">
          {t('clients.merge.action')}
        </Button>
        <Button
          variant="outlined"
          disabled={download.isPending}
          onClick={() => download.mutate(card.id)}
          data-testid="client-export"
        >
          {t('clients.exportOne')}
        </Button>
        <Button color="error" variant="outlined" onClick={() => setErasing(true)} data-testid="client-erase">
          {t('clients.erase.action')}
        </Button>
      </Stack>
      {merging ? <MergeClientDialog shopId={shopId} card={card} onClose={() => setMerging(false)} /> : null}
      <ConfirmDialog
        open={erasing}
        title={t('clients.erase.title')}
        text={erasureText}
        confirmLabel={t('clients.erase.confirm')}
        destructive
        loading={erase.isPending}
        onClose={() => setErasing(false)}
        onConfirm={() =>
          erase.mutate(card.id, {
            onSuccess: () => {
              notify(t('clients.erase.done'), 'success');
              onErased();
            },
            onSettled: () => setErasing(false),
          })
        }
        testId="client-erase-dialog"
      />
    </Stack>
  );
}
