import { describe, expect, it } from 'vitest';
import {
  startTourPlayer,
  type TourPlayerAction,
  type TourPlayerState,
  tourPlayerReducer,
} from './tour-player-state.ts';

const run = (state: TourPlayerState, ...actions: TourPlayerAction['type'][]) =>
  actions.reduce((current, type) => tourPlayerReducer(current, { type } as TourPlayerAction), state);

describe('tour player state', () => {
  it('should walk forward and back through the steps', () => {
    const state = run(startTourPlayer(3), 'next', 'next');
    expect(state.index).toBe(2);
    expect(run(state, 'previous').index).toBe(1);
    expect(run(startTourPlayer(3), 'previous').index).toBe(0);
  });

  it('should finish after the last step and step back into it', () => {
    const finished = run(startTourPlayer(2), 'next', 'next');
    expect(finished).toMatchObject({ index: 1, finished: true });
    expect(run(finished, 'next')).toEqual(finished);
    expect(run(finished, 'previous')).toMatchObject({ index: 1, finished: false });
  });

  it('should resume at a remembered step, kept within the tour', () => {
    expect(startTourPlayer(5, 3).index).toBe(3);
    expect(startTourPlayer(5, 9).index).toBe(4);
    expect(startTourPlayer(0)).toMatchObject({ finished: true });
  });

  it('should advance on the timer only while playing and shown', () => {
    expect(run(startTourPlayer(3), 'tick').index).toBe(0);
    const playing = run(startTourPlayer(3), 'play', 'tick');
    expect(playing).toMatchObject({ index: 1, playing: true });
    expect(run(playing, 'pause', 'tick').index).toBe(1);
  });

  it('should stop playing at the end of the tour', () => {
    expect(run(startTourPlayer(2), 'play', 'tick', 'tick')).toMatchObject({ finished: true, playing: false });
  });

  it('should fold away, stop advancing and come back where it was', () => {
    const minimized = run(startTourPlayer(4), 'next', 'play', 'minimize');
    expect(minimized).toMatchObject({ minimized: true, playing: false, index: 1 });
    expect(run(minimized, 'tick').index).toBe(1);
    expect(run(minimized, 'restore')).toMatchObject({ minimized: false, index: 1 });
    expect(run(minimized, 'play')).toMatchObject({ minimized: false, playing: true });
  });

  it('should replay from the first step, still playing if it was', () => {
    expect(run(startTourPlayer(4, 3), 'next', 'replay')).toMatchObject({ index: 0, finished: false });
    expect(run(startTourPlayer(4, 2), 'play', 'replay')).toMatchObject({ index: 0, playing: true });
    expect(run(startTourPlayer(4, 2), 'minimize', 'replay')).toMatchObject({ index: 0, minimized: false });
  });

  it('should play a finished tour again from the start', () => {
    const finished = run(startTourPlayer(2), 'next', 'next');
    expect(run(finished, 'play')).toMatchObject({ index: 0, finished: false, playing: true });
  });
});
