import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/text-runtime.ts';

/**
 * A broken state cannot be trusted, so Reload also drops everything the app stored
 * (session, cached queries, language) before starting over.
 */
export function reloadFromScratch() {
  try {
    sessionStorage.clear();
    localStorage.clear();
  } catch {
    // Storage may be unavailable; reloading is still the best we can do.
  }
  window.location.reload();
}

export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      data-testid="error-screen"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 3,
        p: 3,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <ErrorOutlineIcon sx={{ fontSize: 72, color: 'error.main' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ maxWidth: 520 }}>
        {t('errors.screen')}
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<RefreshIcon />}
        onClick={reloadFromScratch}
        data-testid="error-reload"
      >
        {t('errors.reload')}
      </Button>
    </Box>
  );
}
