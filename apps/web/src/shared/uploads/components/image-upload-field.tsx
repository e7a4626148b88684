import UploadIcon from '@mui/icons-material/UploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { maxShopImageBytes } from '@studio/domain/shop';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useUploadContentImage } from '../api/upload-content-image.ts';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Choose an image for shop content: JPEG, PNG or WebP of at most 5 MB, stored at once; the form
 * keeps the returned `url`. Problems are reported through `onProblem` so the form shows them.
 */
export function ImageUploadField({
  shopId,
  hasImage,
  error,
  onUploaded,
  onProblem,
  testId,
}: {
  shopId: string;
  hasImage: boolean;
  error: string | undefined;
  onUploaded: (url: string) => void;
  onProblem: (message: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const upload = useUploadContentImage(shopId);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!imageTypes.includes(file.type) || file.size > maxShopImageBytes) {
      onProblem(t('imageUpload.rules'));
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => onUploaded(url),
      onError: (failure) => onProblem(isApiError(failure) ? failure.message : t('imageUpload.rules')),
    });
  };
  return (
    <Box>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadIcon />}
        loading={upload.isPending}
        data-testid={`${testId}-button`}
      >
        {t(hasImage ? 'imageUpload.replace' : 'imageUpload.choose')}
        <input
          hidden
          type="file"
          accept={imageTypes.join(',')}
          data-testid={testId}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </Button>
      <Typography
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ mt: 0.75 }}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('imageUpload.rules')}
      </Typography>
    </Box>
  );
}
