import type { ModuleFlags } from '@studio/domain/shop';
import type { TourProgress } from '@studio/domain/tour-contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useLocation, useNavigate } from '../../../routing/build-router.ts';
import { screenOf } from '../../../shared/screens.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useTourProgress } from '../api/get-tour-progress.ts';
import { untouchedTourProgress, useSaveTourProgress } from '../api/save-tour-progress.ts';
import { TourContext, type TourControls } from '../tour-context.ts';
import {
  autoAdvanceMs,
  startTourPlayer,
  type TourPlayerAction,
  type TourPlayerState,
  tourPlayerReducer,
} from '../tour-player-state.ts';
import { type TourId, type TourStep, tourStepsFor, tourTargetSelector } from '../tour-steps.ts';
import { waitForElement } from '../wait-for-element.ts';
import { TourPlayer } from './tour-player.tsx';

interface Run {
  steps: TourStep[];
  player: TourPlayerState;
  /** Changes on every start, so starting again at the same step still opens its screen. */
  startedAt: number;
}

// Loaded with the first step shown, not with the admin layout.
let highlighter: Promise<typeof import('../tour-highlighter.ts')> | null = null;
const loadHighlighter = () => {
  highlighter ??= import('../tour-highlighter.ts');
  return highlighter;
};
const clearAnyHighlight = () => void highlighter?.then(({ clearHighlight }) => clearHighlight());

/**
 * Runs the admin area's tour: opens each step's screen, highlights its element and shows the
 * floating player; remembers per user how far the tour got.
 */
export function TourProvider({
  tourId,
  flags,
  children,
}: {
  tourId: TourId;
  flags?: ModuleFlags | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const userId = useSession()?.user.uid ?? '';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const progressQuery = useTourProgress(userId);
  const save = useSaveTourProgress(userId);
  const progress = useMemo(
    () => progressQuery.data?.find((entry) => entry.tour === tourId) ?? untouchedTourProgress(tourId),
    [progressQuery.data, tourId],
  );
  const [run, setRun] = useState<Run | null>(null);
  const playerRef = useRef<HTMLDivElement>(null);

  const remember = useCallback(
    (change: Partial<Omit<TourProgress, 'tour'>>) => save(tourId, change),
    [save, tourId],
  );

  const start = useCallback(
    ({ fromStart = false }: { fromStart?: boolean } = {}) => {
      const steps = tourStepsFor(tourId, flags);
      const resumeAt =
        fromStart || progress.completed ? 0 : steps.findIndex((step) => step.id === progress.stepId);
      setRun({ steps, player: startTourPlayer(steps.length, Math.max(resumeAt, 0)), startedAt: Date.now() });
    },
    [tourId, flags, progress],
  );

  const dispatch = useCallback((action: TourPlayerAction) => {
    setRun((current) => current && { ...current, player: tourPlayerReducer(current.player, action) });
  }, []);

  const step = run && !run.player.finished ? run.steps[run.player.index] : undefined;
  const showing = Boolean(step && run && !run.player.minimized);
  const stepPath = step ? screenOf(step.screen).path : undefined;

  // Remember the step shown, and a tour walked to its end.
  useEffect(() => {
    if (!run) return;
    if (run.player.finished) remember({ completed: true });
    else if (step) remember({ stepId: step.id });
  }, [run, step, remember]);

  // Each new step (and a restored player) opens the step's screen; the owner may still wander off.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a step change navigates, not every page change
  useEffect(() => {
    if (showing && stepPath) navigate(stepPath);
  }, [showing, stepPath, run?.startedAt, navigate]);

  // Highlight the step's element once its screen shows it.
  useEffect(() => {
    if (!showing || !step || pathname !== stepPath) {
      clearAnyHighlight();
      return;
    }
    const abort = new AbortController();
    void waitForElement(tourTargetSelector(step), abort.signal).then(async (element) => {
      if (abort.signal.aborted) return;
      const { highlightElement, clearHighlight } = await loadHighlighter();
      if (abort.signal.aborted) return;
      if (element) highlightElement(element);
      else clearHighlight();
      // Keyboard users keep the controls at hand; the spotlight keeps Tab inside the element otherwise.
      if (!playerRef.current?.contains(document.activeElement)) playerRef.current?.focus();
    });
    return () => abort.abort();
  }, [showing, step, pathname, stepPath]);

  useEffect(() => clearAnyHighlight, []);

  // Play: the next step after a while, counted afresh on every step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts on every step
  useEffect(() => {
    if (!run?.player.playing || run.player.minimized) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [run?.player.playing, run?.player.minimized, run?.player.index, dispatch]);

  const controls = useMemo<TourControls>(
    () => ({
      tourId,
      running: run !== null,
      ready: !progressQuery.isPending || userId === '',
      progressRead: userId !== '' && progressQuery.isSuccess,
      progress,
      start,
      dismissOffer: () => remember({ offerDismissed: true }),
    }),
    [tourId, run, progressQuery.isPending, progressQuery.isSuccess, userId, progress, start, remember],
  );

  return (
    <TourContext value={controls}>
      {children}
      {run ? (
        <TourPlayer
          tourTitle={t(`tours.${tourId}.title`)}
          stepTitle={step ? t(`tours.${tourId}.steps.${step.id}.title`) : ''}
          stepText={step ? t(`tours.${tourId}.steps.${step.id}.text`) : ''}
          state={run.player}
          onAction={dispatch}
          onClose={() => setRun(null)}
          regionRef={playerRef}
        />
      ) : null}
    </TourContext>
  );
}
