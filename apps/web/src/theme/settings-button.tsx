import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/text-runtime.ts';

// The drawer's code loads on the first click, not with every page (customer pages stay light).
const SettingsDrawer = lazy(async () => ({
  default: (await import('./settings-drawer.tsx')).SettingsDrawer,
}));

/** The gear in every layout header; it owns its drawer so each header needs only this one element. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing it animates.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        // A native hint: MUI's Tooltip would bring its popper code into every page.
        title={t('settings.open')}
        color="inherit"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        data-testid="settings-open"
      >
        <SettingsIcon />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
