import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientCard, ClientListItem } from '@studio/domain/client-contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useClientSearch } from '../../../shared/clients/api/search-clients.ts';
import { useMergeClients } from '../api/merge-clients.ts';

const contactOf = (client: ClientListItem) => [client.phone, client.email].filter(Boolean).join(' · ');

/** Picks the duplicate of this client (by name, phone or email) and merges it into this card. */
export function MergeClientDialog({
  shopId,
  card,
  onClose,
}: {
  shopId: string;
  card: ClientCard;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(card.name);
  const [other, setOther] = useState<ClientListItem | null>(null);
  const q = useDebouncedValue(text.trim(), 200);
  const matches = useClientSearch(shopId, q);
  const merge = useMergeClients(shopId, card.id);
  const options = (matches.data ?? []).filter((client) => client.id !== card.id);
  const failure = merge.error;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="merge-client-title">
      <DialogTitle id="merge-client-title">{t('clients.merge.title', { name: card.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2">{t('clients.merge.text')}</Typography>
          {failure ? (
            <Alert severity="error">
              {isApiError(failure) ? failure.message : t('clients.merge.failed')}
            </Alert>
          ) : null}
          <Autocomplete
            options={options}
            value={other}
            onChange={(_event, picked) => setOther(picked)}
            inputValue={text}
            onInputChange={(_event, next) => setText(next)}
            filterOptions={(all) => all}
            getOptionLabel={(client) => client.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={matches.isFetching}
            noOptionsText={t('clients.noMatch')}
            renderOption={(props, client) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <li key={key} {...rest}>
                  <Stack>
                    <Typography>{client.name || t('clients.unnamed')}</Typography>
                    <Typography variant="body2" color="text.secondary" dir="auto">
                      {contactOf(client)}
                    </Typography>
                  </Stack>
                </li>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('clients.merge.other')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'client-merge-search' },
                }}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clients.close')}</Button>
        <Button
          variant="contained"
          disabled={!other}
          loading={merge.isPending}
          onClick={() =>
            other &&
            merge.mutate(other.id, {
              onSuccess: () => {
                notify(t('clients.merge.done', { name: other.name }), 'success');
                onClose();
              },
            })
          }
          data-testid="client-merge-confirm"
        >
          {t('clients.merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
