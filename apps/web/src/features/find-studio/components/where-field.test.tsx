// @vitest-environment jsdom
import type { FindPlace } from '@studio/domain/find-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { WhereField } from './where-field.tsx';

describe('WhereField, the place combobox', () => {
  it('should be a combobox whose list the arrow keys walk, Enter chooses from and Escape closes', async () => {
    fakeApi({ 'GET /place-suggestions': [] });
    const chosen: (FindPlace | null)[] = [];
    const onChange = vi.fn((next: FindPlace | null) => chosen.push(next));
    const { user } = renderWithProviders(<WhereField place={null} onChange={onChange} />);
    const field = screen.getByRole('combobox');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');

    await user.type(field, 'n');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    // The platform's cities with an "n" in their name (Berlin, München, Köln, …).
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(field.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps round to the last.
    expect(field.getAttribute('aria-activedescendant')).toBe(options.at(-1)?.id);

    await user.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const first = screen.getAllByRole('option')[0]?.textContent;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(chosen[0]?.label).toBe(first);
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });
});
