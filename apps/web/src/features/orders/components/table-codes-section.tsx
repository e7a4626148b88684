import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDownloadTableSheet } from '../api/download-table-sheet.ts';
import { useTableLinks } from '../api/list-table-links.ts';

/** The tables' QR codes: a printable A4 sheet, and each table's link. */
export function TableCodesSection({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [tables, setTables] = useState('1-12');
  const chosen = useDebouncedValue(tables, 400);
  const links = useTableLinks(shopId, chosen);
  const sheet = useDownloadTableSheet(shopId);
  return (
    <SectionCard
      title={t('orders.tables.title')}
      description={t('orders.tables.description')}
      testId="table-codes"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2 }}>
        <TextField
          size="small"
          label={t('orders.tables.which')}
          helperText={t('orders.tables.whichHint')}
          value={tables}
          onChange={(event) => setTables(event.target.value)}
          error={links.isError}
          slotProps={{ htmlInput: { 'data-testid': 'table-list' } }}
        />
        <Button
          variant="contained"
          startIcon={<PictureAsPdfIcon />}
          loading={sheet.isPending}
          onClick={() => sheet.mutate(tables, { onError: (error) => notify(error.message, 'error') })}
          data-testid="table-sheet-download"
        >
          {t('orders.tables.download')}
        </Button>
      </Stack>
      <Stack sx={{ gap: 0.5 }}>
        {(links.data ?? []).map((link) => (
          <Typography key={link.tableNumber} variant="body2">
            {t('orders.board.table', { table: link.tableNumber })}:{' '}
            <Link
              href={link.url}
              data-testid="table-link"
              data-table={link.tableNumber}
              sx={{ wordBreak: 'break-all' }}
            >
              {link.url}
            </Link>
          </Typography>
        ))}
      </Stack>
    </SectionCard>
  );
}
