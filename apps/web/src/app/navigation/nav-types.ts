import type { ScreenId } from '../../shared/screens.ts';

export interface NavItem {
  screen: ScreenId;
  children?: readonly NavItem[];
}

export interface NavGroup {
  /** Key under "nav.groups." for the group heading. */
  id: string;
  items: readonly NavItem[];
}
