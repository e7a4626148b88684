import type { ApiCall, ApiRoute } from './fake-api.ts';

/** One page of a faked list paged by key, and the count its answer carries. */
export interface FakeListPage {
  rows: unknown[];
  total: number;
  estimated?: boolean;
}

/**
 * Answers a list that pages by key as the API does: the first page without `cursor`, page N for
 * `cursor=page-N`, each with `x-total-count` (and `x-total-count-estimated` when estimated) and
 * `x-next-cursor` while another page follows. A cursor it never gave answers 400, like the API.
 */
export function fakeCursorList(
  pages: FakeListPage[],
  /** The answer's body; a list whose count is in its body (the clients') says so here. */
  bodyOf: (page: FakeListPage) => unknown = (page) => page.rows,
): ApiRoute {
  return (call: ApiCall) => {
    const cursor = call.query.get('cursor');
    const index = cursor === null ? 0 : Number(cursor.replace(/^page-/, ''));
    const page = pages[index];
    if (!page || (cursor !== null && !cursor.startsWith('page-')))
      return { status: 400, body: { errorCode: 9400, message: 'invalid cursor' } };
    const headers: Record<string, string> = { 'x-total-count': String(page.total) };
    if (page.estimated) headers['x-total-count-estimated'] = 'true';
    if (index + 1 < pages.length) headers['x-next-cursor'] = `page-${index + 1}`;
    return { body: bodyOf(page), headers };
  };
}
