import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/text-runtime.ts';

/**
 * Above a refreshable list: a thin progress bar while it loads (its room kept, so nothing jumps),
 * the generic failure text, and the empty state once the list answered with nothing.
 */
export function ListLoadState({
  query,
  empty,
  emptyText,
  emptyTestId,
}: {
  query: { isFetching: boolean; isError: boolean; isSuccess: boolean };
  empty: boolean;
  emptyText: string;
  emptyTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ height: 4, mb: 1 }}>
        {query.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {query.isError ? <Alert severity="error">{t('errors.unexpected')}</Alert> : null}
      {query.isSuccess && empty ? (
        <Card sx={{ p: 4, textAlign: 'center' }} data-testid={emptyTestId}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Card>
      ) : null}
    </>
  );
}
