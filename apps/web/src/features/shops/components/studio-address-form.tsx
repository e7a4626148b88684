import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ShopDetail } from '@studio/domain/shop-contract';
import { studioAddressPath, studioSlugSchema } from '@studio/domain/studio-slug';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useChangeStudioSlug } from '../api/change-studio-slug.ts';

/** The studio page's readable address; a change applies at once and the old address keeps working. */
export function StudioAddressForm({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  const change = useChangeStudioSlug(shop.id);
  const current = shop.slug ?? '';
  const [slug, setSlug] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const origin = window.location.origin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = studioSlugSchema.safeParse(slug);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: (saved) => {
        setSlug(saved.slug);
        notify(t('shops.address.saved'), 'success');
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }} data-testid="studio-address-form">
      {change.error ? (
        <Alert severity="error">
          {isApiError(change.error) ? change.error.message : t('errors.unexpected')}
        </Alert>
      ) : null}
      {current ? (
        <Link
          href={studioAddressPath(current)}
          target="_blank"
          rel="noopener"
          data-testid="studio-address-link"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
        >
          <bdi>{`${origin}${studioAddressPath(current)}`}</bdi>
          <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      ) : null}
      <TextField
        label={t('shops.address.label')}
        value={slug}
        onChange={(event) => {
          setSlug(event.target.value);
          setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? t('shops.address.invalid') : t('shops.address.hint')}
        fullWidth
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">/s/</InputAdornment> },
          htmlInput: {
            dir: 'ltr',
            'data-testid': 'studio-address-slug',
            autoCapitalize: 'none',
            spellCheck: false,
          },
        }}
      />
      <div>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          loading={change.isPending}
          disabled={slug.trim().toLowerCase() === current}
          data-testid="studio-address-save"
        >
          {t('shops.address.save')}
        </Button>
      </div>
    </Stack>
  );
}
