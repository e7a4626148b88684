import CloseIcon from '@mui/icons-material/Close';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../i18n/text-runtime.ts';
import { ThemeSettingsControls, ThemeSettingsReset } from './settings-controls.tsx';

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': 'settings-drawer',
          sx: { width: { xs: '100%', sm: 360 } },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} data-testid="settings-close">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack sx={{ p: 2.5, gap: 3, overflowY: 'auto' }}>
        <ThemeSettingsControls heading="h3" />
        <ThemeSettingsReset />
      </Stack>
    </Drawer>
  );
}
