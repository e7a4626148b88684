import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDrawer } from './settings-drawer.tsx';

/** The gear in every layout header; it owns its drawer so each header needs only this one element. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('settings.open')}>
        <IconButton
          color="inherit"
          onClick={() => setOpen(true)}
          aria-label={t('settings.open')}
          aria-haspopup="dialog"
          data-testid="settings-open"
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
