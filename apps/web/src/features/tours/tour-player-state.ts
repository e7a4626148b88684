// The floating tour player's state: which step shows, whether it advances by itself (play) and
// whether it is folded away (minimize). Pure, so every control is tested without a browser.

export interface TourPlayerState {
  stepCount: number;
  index: number;
  /** Advances to the next step after a pause of its own (see autoAdvanceMs). */
  playing: boolean;
  /** Folded to a small bar: nothing is highlighted, the page can be used. */
  minimized: boolean;
  /** Went past the last step. */
  finished: boolean;
}

export type TourPlayerAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'minimize' }
  | { type: 'restore' }
  | { type: 'replay' }
  /** The auto-advance timer ran out: the next step, unless the player was paused or folded meanwhile. */
  | { type: 'tick' };

/** Long enough to read a step's two sentences. */
export const autoAdvanceMs = 7000;

export function startTourPlayer(stepCount: number, index = 0): TourPlayerState {
  const last = Math.max(stepCount - 1, 0);
  return {
    stepCount,
    index: Math.min(Math.max(index, 0), last),
    playing: false,
    minimized: false,
    finished: stepCount === 0,
  };
}

function advance(state: TourPlayerState): TourPlayerState {
  if (state.finished) return state;
  if (state.index < state.stepCount - 1) return { ...state, index: state.index + 1 };
  return { ...state, finished: true, playing: false };
}

export function tourPlayerReducer(state: TourPlayerState, action: TourPlayerAction): TourPlayerState {
  switch (action.type) {
    case 'next':
      return advance(state);
    case 'tick':
      return state.playing && !state.minimized ? advance(state) : state;
    case 'previous':
      if (state.finished) return { ...state, finished: false };
      return state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case 'play':
      // Playing a finished tour plays it again from the start.
      if (state.finished) return { ...startTourPlayer(state.stepCount), playing: state.stepCount > 0 };
      return { ...state, playing: true, minimized: false };
    case 'pause':
      return { ...state, playing: false };
    case 'minimize':
      // Folding the player away means the owner wants the page: it stops advancing by itself.
      return { ...state, minimized: true, playing: false };
    case 'restore':
      return { ...state, minimized: false };
    case 'replay':
      return { ...startTourPlayer(state.stepCount), playing: state.playing && state.stepCount > 0 };
  }
}
