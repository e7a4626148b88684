import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopImageKind } from '@studio/domain/shop';
import type { ShopDetail } from '@studio/domain/shop-contract';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import {
  type ShopImageProblem,
  shopImageProblem,
  shopImageTypes,
  useUploadShopImage,
} from '../api/upload-shop-image.ts';

const fieldOf = { logo: 'logoUrl', background: 'backgroundUrl' } as const;

function ShopImageField({ shop, kind }: { shop: ShopDetail; kind: ShopImageKind }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadShopImage(shop.id);
  const [problem, setProblem] = useState<ShopImageProblem | null>(null);
  const field = fieldOf[kind];
  const pendingUrl = shop.pendingChange?.proposed[field] ?? null;
  const url = pendingUrl ?? shop[field];
  const waiting = Boolean(shop.pendingChange?.fields.includes(field));

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = shopImageProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: (answer) =>
          notify(
            answer.pending ? t('studio.images.uploadedPending') : t('studio.images.uploaded'),
            'success',
          ),
      },
    );
  }

  const failure = upload.error;
  const errorText = problem
    ? t(`studio.images.problem.${problem}`)
    : failure
      ? isApiError(failure)
        ? failure.message
        : t('errors.unexpected')
      : null;

  return (
    <Stack sx={{ gap: 1.5 }} data-testid={`shop-image-${kind}`}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {t(`studio.fields.${field}`)}
        </Typography>
        {waiting ? (
          <ToneChip
            tone="info"
            label={t('studio.images.waiting')}
            data-testid={`shop-image-${kind}-waiting`}
          />
        ) : null}
      </Stack>
      <Box
        sx={{
          aspectRatio: kind === 'logo' ? '1 / 1' : '16 / 7',
          width: kind === 'logo' ? 120 : '100%',
          maxWidth: kind === 'logo' ? 120 : 480,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={t(`studio.images.alt.${kind}`, { name: shop.name })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
        )}
      </Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={shopImageTypes.join(',')}
        hidden
        onChange={choose}
        data-testid={`shop-image-${kind}-input`}
      />
      <Button
        variant="outlined"
        startIcon={<CloudUploadIcon />}
        onClick={() => input.current?.click()}
        loading={upload.isPending}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`shop-image-${kind}-upload`}
      >
        {url ? t('studio.images.replace') : t('studio.images.upload')}
      </Button>
      {errorText ? (
        <Alert severity="error" data-testid={`shop-image-${kind}-error`}>
          {errorText}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Logo and background image: JPEG, PNG or WebP up to 5 MB; a new image waits for approval. */
export function ShopImagesCardContent({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {t('studio.images.hint')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, gap: 3 }}>
        <ShopImageField shop={shop} kind="logo" />
        <ShopImageField shop={shop} kind="background" />
      </Box>
    </Stack>
  );
}
