import type { TourProgress } from '@studio/domain/tour-contract';
import { createContext, useContext } from 'react';
import type { TourId } from './tour-steps.ts';

export interface TourControls {
  tourId: TourId;
  running: boolean;
  /** The saved progress has been read (or could not be): starting now resumes at the right step. */
  ready: boolean;
  /** The saved progress was read for a known user: only then may a turned-down offer be told apart. */
  progressRead: boolean;
  progress: TourProgress;
  /** Resumes at the step last shown, or from the first step with `fromStart`. */
  start(options?: { fromStart?: boolean }): void;
  dismissOffer(): void;
}

export const TourContext = createContext<TourControls | null>(null);

/** The tour of the admin area the page is in; null outside the admin layouts. */
export function useTour(): TourControls | null {
  return useContext(TourContext);
}
