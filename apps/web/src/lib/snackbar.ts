import { useSyncExternalStore } from 'react';

export type SnackbarSeverity = 'error' | 'warning' | 'info' | 'success';

export interface SnackbarMessage {
  /** Increases with every message, so the same text shown twice still restarts the timer. */
  id: number;
  message: string;
  severity: SnackbarSeverity;
}

/** The snackbar disappears after 3 seconds. */
export const SNACKBAR_DURATION_MS = 3000;

const listeners = new Set<() => void>();
let current: SnackbarMessage | null = null;
let nextId = 1;

/**
 * Shows a message in the global snackbar. Plain function on purpose: the API client and other
 * non-React code report errors through it.
 */
export function notify(message: string, severity: SnackbarSeverity = 'success'): void {
  // A retried request failing the same way must not stack or prolong the message it already shows.
  if (current?.message === message && current.severity === severity) return;
  current = { id: nextId++, message, severity };
  for (const listener of listeners) listener();
}

export function dismissSnackbar(id: number): void {
  if (current?.id !== id) return;
  current = null;
  for (const listener of listeners) listener();
}

export function subscribeSnackbar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSnackbar(): SnackbarMessage | null {
  return current;
}

export function useSnackbarMessage(): SnackbarMessage | null {
  return useSyncExternalStore(subscribeSnackbar, currentSnackbar, currentSnackbar);
}

export function useSnackbar() {
  return { notify };
}
