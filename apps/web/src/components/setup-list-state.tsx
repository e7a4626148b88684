import type { ReactNode } from 'react';
import { SetupListSkeleton } from './setup-list-skeleton.tsx';
import { SetupLoadError } from './setup-load-error.tsx';

/** A studio-setup list while it loads, when it failed, when it is empty, and with its entries. */
export function SetupListState({
  status,
  empty,
  loadFailedMessage,
  onRetry,
  emptyState,
  skeleton = <SetupListSkeleton />,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  empty: boolean;
  loadFailedMessage: string;
  onRetry: () => void;
  emptyState: ReactNode;
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  if (status === 'pending') return skeleton;
  if (status === 'error') return <SetupLoadError message={loadFailedMessage} onRetry={onRetry} />;
  return empty ? emptyState : children;
}
