import { describe, expect, it } from 'vitest';
import { type ScreenId, screens } from '../shared/screens.ts';
import { isScreenBeingSetUp } from '../shared/screens-being-set-up.ts';
import { adminRoutes } from './admin-routes.tsx';

describe('admin route table', () => {
  it('answers only the online shop (spec: coming soon) with the "being set up" placeholder', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    const ids = Object.keys(screens) as ScreenId[];
    expect(ids.filter((id) => isScreenBeingSetUp(id))).toEqual(['wholesale']);
  });
});
