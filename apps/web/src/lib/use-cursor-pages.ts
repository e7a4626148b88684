import { useState } from 'react';

/** The page to ask a list paged by key for: its size and where it starts (no cursor: the first page). */
export interface CursorPage {
  limit: number;
  cursor: string | undefined;
}

/** Where a list paged by key stands: its page, its size and the cursor that page is read from. */
export interface CursorPages {
  /** Zero-based, as the pager counts. */
  page: number;
  pageSize: number;
  /** The cursor of the current page; none on the first. */
  cursor: string | undefined;
  /** On to the page that starts at `nextCursor` (the current page's `x-next-cursor`). */
  next: (nextCursor: string) => void;
  /** Back to the page before, read again from the cursor it was reached by. */
  previous: () => void;
  /** A new page size starts the list again at its first page. */
  changePageSize: (pageSize: number) => void;
  /** The current page as the API is asked for it. */
  request: CursorPage;
}

interface PagesState {
  resetKey: string;
  pageSize: number;
  /** The cursor of every page up to the current one (the last); the first page has none. */
  cursors: (string | undefined)[];
}

/**
 * Next and previous over a list that pages by key: a stack of the cursors the pages were reached
 * by, since a cursor only leads forward. Another `resetKey` (the filter and search, serialised)
 * starts again at the first page, as the cursors belong to the old matches.
 */
export function useCursorPages(resetKey: string, initialPageSize: number): CursorPages {
  const [state, setState] = useState<PagesState>({
    resetKey,
    pageSize: initialPageSize,
    cursors: [undefined],
  });
  const forKey = (pages: PagesState): PagesState =>
    pages.resetKey === resetKey ? pages : { resetKey, pageSize: pages.pageSize, cursors: [undefined] };
  const current = forKey(state);
  const page = current.cursors.length - 1;
  return {
    page,
    pageSize: current.pageSize,
    cursor: current.cursors[page],
    next: (nextCursor) =>
      setState((pages) => {
        const now = forKey(pages);
        return { ...now, cursors: [...now.cursors, nextCursor] };
      }),
    previous: () =>
      setState((pages) => {
        const now = forKey(pages);
        return { ...now, cursors: now.cursors.length > 1 ? now.cursors.slice(0, -1) : [undefined] };
      }),
    changePageSize: (pageSize) => setState({ resetKey, pageSize, cursors: [undefined] }),
    request: { limit: current.pageSize, cursor: current.cursors[page] },
  };
}
