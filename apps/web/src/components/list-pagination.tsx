import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from '../i18n/text-runtime.ts';

export const listPageSizes = [25, 50, 100];

/** The pager under a paginated admin list: page, rows per page, "1–25 of 80", in the app's language. */
export function ListPagination({
  total,
  estimated = false,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: {
  total: number;
  /** The total is the API's estimate: shown as "about N". */
  estimated?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Followed by `onPageChange(0)`: the list starts again at its first page with the new size. */
  onPageSizeChange: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={listPageSizes}
      onRowsPerPageChange={(event) => {
        onPageSizeChange(Number(event.target.value));
        onPageChange(0);
      }}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t(estimated ? 'common.displayedRowsAbout' : 'common.displayedRows', { from, to, count })
      }
      getItemAriaLabel={(type) => t(`common.page.${type}`)}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
    />
  );
}
