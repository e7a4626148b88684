import { describe, expect, it, vi } from 'vitest';
import {
  currentSnackbar,
  dismissSnackbar,
  notify,
  SNACKBAR_DURATION_MS,
  subscribeSnackbar,
} from './snackbar.ts';

describe('snackbar store', () => {
  it('shows messages for 3 seconds', () => {
    expect(SNACKBAR_DURATION_MS).toBe(3000);
  });

  it('notify publishes a new message with a fresh id; green success is the default', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSnackbar(listener);
    notify('Saved');
    const first = currentSnackbar();
    expect(first).toMatchObject({ message: 'Saved', severity: 'success' });
    notify('Deleted');
    expect(currentSnackbar()?.id).not.toBe(first?.id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('does not restart the same message while it is still shown (retried requests)', () => {
    notify('Offline', 'error');
    const shown = currentSnackbar();
    notify('Offline', 'error');
    expect(currentSnackbar()).toBe(shown);
    dismissSnackbar(shown?.id ?? -1);
    notify('Offline', 'error');
    expect(currentSnackbar()?.id).not.toBe(shown?.id);
  });

  it('dismissing an older message does not hide a newer one', () => {
    notify('first', 'error');
    const first = currentSnackbar();
    notify('second', 'warning');
    dismissSnackbar(first?.id ?? -1);
    expect(currentSnackbar()?.message).toBe('second');
    dismissSnackbar(currentSnackbar()?.id ?? -1);
    expect(currentSnackbar()).toBeNull();
  });
});
