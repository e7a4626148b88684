import UploadIcon from '@mui/icons-material/UploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** A deal's image: choose or replace the file (onChoose uploads it), with the rules or what went wrong. */
export function DealImageField({
  hasImage,
  uploading,
  accept,
  error,
  onChoose,
}: {
  hasImage: boolean;
  uploading: boolean;
  /** The image types taken, as the file input's `accept`. */
  accept: string;
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={uploading}>
        {t(hasImage ? 'dealAdmin.form.replaceImage' : 'dealAdmin.form.chooseImage')}
        <input
          hidden
          type="file"
          accept={accept}
          data-testid="deal-image"
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
      </Button>
      <Typography
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ mt: 0.75 }}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('dealAdmin.form.imageRules')}
      </Typography>
    </Box>
  );
}
