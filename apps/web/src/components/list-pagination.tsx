import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from '../i18n/text-runtime.ts';
import type { CursorPages } from '../lib/use-cursor-pages.ts';

export const listPageSizes = [25, 50, 100];

/**
 * The pager under an admin list paged by key: previous, next, rows per page, "1–25 of 80" in the
 * app's language. Next follows the page's cursor, so it is there exactly while the API gives one.
 */
export function ListPagination({
  pages,
  nextCursor,
  rowsOnPage,
  total,
  estimated = false,
}: {
  pages: CursorPages;
  /** The shown page's `x-next-cursor`; null on the last page and while the next answer is on its way. */
  nextCursor: string | null;
  rowsOnPage: number;
  /** The number of all matches as the API gives it; null when it gives none. */
  total: number | null;
  /** The total is the API's estimate: shown as "about N". */
  estimated?: boolean;
}) {
  const { t } = useTranslation();
  const { page, pageSize } = pages;
  const first = page * pageSize;
  const shownTo = first + rowsOnPage;
  return (
    <TablePagination
      component="div"
      // The pager's own reckoning enables next by the count: unknown (-1) while a cursor leads on,
      // else exactly the rows reached, so that this page is its last.
      count={nextCursor ? -1 : first + Math.max(rowsOnPage, 1)}
      page={page}
      onPageChange={(_event, next) => {
        if (next > page && nextCursor) pages.next(nextCursor);
        else if (next < page) pages.previous();
      }}
      rowsPerPage={pageSize}
      rowsPerPageOptions={listPageSizes}
      onRowsPerPageChange={(event) => pages.changePageSize(Number(event.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={() =>
        t(estimated ? 'common.displayedRowsAbout' : 'common.displayedRows', {
          from: rowsOnPage === 0 ? 0 : first + 1,
          to: shownTo,
          count: total ?? shownTo,
        })
      }
      getItemAriaLabel={(type) => t(`common.page.${type}`)}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
    />
  );
}
