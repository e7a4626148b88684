import { lazy, Suspense, useRef } from 'react';
import { useSnackbarMessage } from '../lib/snackbar.ts';

// MUI's Snackbar and Alert load with the first message, not with every page.
const SnackbarAlert = lazy(async () => ({ default: (await import('./snackbar-alert.tsx')).SnackbarAlert }));

export function GlobalSnackbar() {
  const message = useSnackbarMessage();
  // Once a message came, it stays mounted so that closing animates.
  const messageCame = useRef(false);
  if (message) messageCame.current = true;
  if (!messageCame.current) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarAlert />
    </Suspense>
  );
}
