// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { ListPagination } from './list-pagination.tsx';

describe('ListPagination', () => {
  it('should start the list again at its first page when the page size changes', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderWithProviders(
      <ListPagination
        total={300}
        page={3}
        pageSize={25}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(onPageChange).toHaveBeenCalledWith(0);
  });

  it('should say "about" when the total is the API’s estimate, and not otherwise', () => {
    const estimated = renderWithProviders(
      <ListPagination
        total={12_000}
        estimated
        page={0}
        pageSize={25}
        onPageChange={vi.fn()}
        onPageSizeChange={vi.fn()}
      />,
    );
    expect(screen.getByText('1–25 of about 12000')).toBeTruthy();
    estimated.unmount();
    renderWithProviders(
      <ListPagination total={80} page={0} pageSize={25} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} />,
    );
    expect(screen.getByText('1–25 of 80')).toBeTruthy();
  });
});
