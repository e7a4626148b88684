// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCursorPages } from '../lib/use-cursor-pages.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { ListPagination } from './list-pagination.tsx';

/** A pager over pages whose cursors are "page-N"; shows which cursor and size it would ask for. */
function Pager({
  lastPage,
  total,
  estimated,
}: {
  lastPage: number;
  total: number | null;
  estimated?: boolean;
}) {
  const [filter, setFilter] = useState('');
  const pages = useCursorPages(filter, 25);
  return (
    <>
      <button type="button" onClick={() => setFilter('other')}>
        filter
      </button>
      <output data-testid="asked">{`${pages.request.cursor ?? 'first'}/${pages.request.limit}`}</output>
      <ListPagination
        pages={pages}
        nextCursor={pages.page < lastPage ? `page-${pages.page + 1}` : null}
        rowsOnPage={pages.page < lastPage ? 25 : 10}
        total={total}
        estimated={estimated}
      />
    </>
  );
}

const asked = () => screen.getByTestId('asked').textContent;
const next = () => screen.getByRole('button', { name: 'Go to the next page' });
const previous = () => screen.getByRole('button', { name: 'Go to the previous page' });

describe('ListPagination', () => {
  it('should follow the next cursor forward and the cursors it came by back', async () => {
    const { user } = renderWithProviders(<Pager lastPage={2} total={60} />);
    expect(asked()).toBe('first/25');
    expect(previous()).toHaveProperty('disabled', true);
    await user.click(next());
    expect(asked()).toBe('page-1/25');
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
    await user.click(next());
    expect(asked()).toBe('page-2/25');
    // The last page: no cursor leads on, and it shows the rows it has.
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.getByText('51–60 of 60')).toBeTruthy();
    await user.click(previous());
    expect(asked()).toBe('page-1/25');
    await user.click(previous());
    expect(asked()).toBe('first/25');
  });

  it('should start again at the first page when the page size or the filter changes', async () => {
    const { user } = renderWithProviders(<Pager lastPage={5} total={300} />);
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole('combobox'));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    expect(asked()).toBe('first/50');
    await user.click(next());
    expect(asked()).toBe('page-1/50');
    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(asked()).toBe('first/50');
  });

  it('should say "about" when the total is the API’s estimate, and not otherwise', () => {
    const estimated = renderWithProviders(<Pager lastPage={3} total={12_000} estimated />);
    expect(screen.getByText('1–25 of about 12000')).toBeTruthy();
    estimated.unmount();
    renderWithProviders(<Pager lastPage={3} total={80} />);
    expect(screen.getByText('1–25 of 80')).toBeTruthy();
  });
});
