import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/**
 * The message as it appears on a customer's phone. Beside the form it repeats the fields, so screen
 * readers skip it there; in the confirm step it is the text being confirmed and is read out.
 */
export function NotificationPreview({
  shopName,
  title,
  body,
  shownToScreenReaders = false,
}: {
  shopName: string;
  title: string;
  body: string;
  shownToScreenReaders?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      aria-hidden={!shownToScreenReaders}
      data-testid="push-message-preview"
      sx={(theme) => ({
        borderRadius: 4,
        p: 2,
        pt: 5,
        minHeight: 220,
        background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, 0.35)}, ${alpha(theme.palette.secondary.main, 0.25)})`,
      })}
    >
      <Paper elevation={3} sx={{ p: 1.5, borderRadius: 3 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 0.5 }}>
          <NotificationsIcon fontSize="small" color="primary" aria-hidden />
          <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1 }}>
            {shopName}
          </Typography>
        </Stack>
        <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
          {title || t('pushMessages.form.title')}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}
        >
          {body || t('pushMessages.form.body')}
        </Typography>
      </Paper>
    </Stack>
  );
}
