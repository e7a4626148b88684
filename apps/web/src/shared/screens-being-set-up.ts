// Screens the router still answers with the "being set up" placeholder. The app's router registers
// them as it builds its routes, so that to-do lists (the dashboard's checklist) count only what
// exists; a screen built later drops out of this set by itself when its route becomes a real one.
import type { ScreenId } from './screens.ts';

const beingSetUp = new Set<ScreenId>();

export function markScreenBeingSetUp(id: ScreenId): void {
  beingSetUp.add(id);
}

export function isScreenBeingSetUp(id: ScreenId): boolean {
  return beingSetUp.has(id);
}
