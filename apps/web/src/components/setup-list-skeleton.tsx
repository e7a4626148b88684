import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../i18n/text-runtime.ts';

/** Placeholder rows while a studio-setup list loads. */
export function SetupListSkeleton({ rows = 3, height = 76 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1.5 }} role="status" aria-label={t('app.loading')} data-testid="setup-list-loading">
      {Array.from({ length: rows }, (_, index) => index + 1).map((row) => (
        <Skeleton key={row} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
