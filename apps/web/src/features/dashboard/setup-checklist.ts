// The onboarding checklist: what a studio still has to set up, from the server's real state.
// Items of a module the global admin switched off are left out: their screens are closed anyway;
// so are items whose screens are not built yet.
import type { Dashboard } from '@studio/domain/booking-contract';
import type { ModuleFlags } from '@studio/domain/shop';
import { type LiveRequirement, liveRequirements } from '@studio/domain/shop-readiness';
import type { ScreenId } from '../../shared/screens.ts';
import { isScreenBeingSetUp } from '../../shared/screens-being-set-up.ts';
import { type ChecklistKey, checklistDefinitions } from '../../shared/setup-checklist-items.ts';

export interface ChecklistItem {
  key: ChecklistKey;
  screen: ScreenId;
  done: boolean;
}

export interface ChecklistProgress {
  items: ChecklistItem[];
  done: number;
  total: number;
  /** 0–100, rounded. */
  percent: number;
  /** The first item still open: what to do next. */
  next: ChecklistItem | undefined;
  /** The open items without which the studio cannot go live (the server refuses it with 2050). */
  missingToGoLive: LiveRequirement[];
}

export function checklistProgress(
  checklist: Dashboard['checklist'],
  flags: ModuleFlags | undefined,
  beingSetUp: (screen: ScreenId) => boolean = isScreenBeingSetUp,
): ChecklistProgress {
  const items = checklistDefinitions
    .filter((item) => !item.flag || (flags?.[item.flag] ?? true))
    // A screen not built yet is nothing the studio can do: it neither shows nor counts.
    .filter((item) => !beingSetUp(item.screen))
    .map((item) => ({ key: item.key, screen: item.screen, done: checklist[item.key] }));
  const done = items.filter((item) => item.done).length;
  return {
    items,
    done,
    total: items.length,
    percent: items.length === 0 ? 100 : Math.round((done / items.length) * 100),
    next: items.find((item) => !item.done),
    missingToGoLive: liveRequirements.filter((requirement) => !checklist[requirement]),
  };
}

/** The studio's public pages to share: its link page (social profiles) and booking (search listings). */
export function publicLinksOf(origin: string, shopId: string) {
  const base = `${origin.replace(/\/+$/, '')}/partner/${encodeURIComponent(shopId)}`;
  return { studioPage: base, bookingPage: `${base}/app/book` };
}
