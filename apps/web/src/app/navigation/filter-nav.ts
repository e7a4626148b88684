import type { ShopLevel } from '@studio/domain/roles';
import type { ModuleFlags } from '@studio/domain/shop';
import { screenOf } from '../../shared/screens.ts';
import type { NavGroup, NavItem } from './nav-types.ts';
import { levelSees } from './screen-levels.ts';

/** Hides screens whose module is switched off for the shop; their routes would send to login anyway. */
export function filterNavByFlags(groups: readonly NavGroup[], flags: ModuleFlags | undefined): NavGroup[] {
  const visible = (item: NavItem): boolean => {
    const flag = screenOf(item.screen).flag;
    return !flag || !flags || flags[flag];
  };
  const prune = (items: readonly NavItem[]): NavItem[] =>
    items.filter(visible).map((item) => (item.children ? { ...item, children: prune(item.children) } : item));
  return groups
    .map((group) => ({ ...group, items: prune(group.items) }))
    .filter((group) => group.items.length > 0);
}

/** Hides screens above the login's level (the API refuses them anyway). */
export function filterNavByLevel(
  groups: readonly NavGroup[],
  level: ShopLevel | null | undefined,
): NavGroup[] {
  const prune = (items: readonly NavItem[]): NavItem[] =>
    items
      .filter((item) => levelSees(level, item.screen))
      .map((item) => (item.children ? { ...item, children: prune(item.children) } : item));
  return groups
    .map((group) => ({ ...group, items: prune(group.items) }))
    .filter((group) => group.items.length > 0);
}
