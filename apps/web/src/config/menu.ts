import { type Action, can } from '@adcontrol/domain/rules/permissions';
import type { Role } from '@adcontrol/domain/shared/enums';
import { paths } from './paths';

export interface MenuItem {
  key:
    | 'home'
    | 'users'
    | 'audience'
    | 'campaigns'
    | 'control'
    | 'programmatics'
    | 'simulator'
    | 'presentation'
    | 'activity';
  path: string;
  /** Who sees the item: the roles allowed this action of the permissions table. */
  action: Action;
  /** Paths that also mark the item active (SPEC 2: Audience is active on create-audience). */
  alsoActiveOn?: readonly string[];
  group?: 'campaigns';
}

/** The side menu by role, exactly as SPEC section 2 lists it. */
export const MENU: readonly MenuItem[] = [
  {
    key: 'home',
    path: paths.home(),
    action: 'home.read',
  },
  { key: 'users', path: paths.accounts(), action: 'accounts.manage' },
  {
    key: 'audience',
    path: paths.audiences(),
    action: 'audiences.manage',
    alsoActiveOn: [paths.createAudience()],
  },
  { key: 'campaigns', path: paths.campaigns(), action: 'menu.campaignsItem' },
  {
    key: 'control',
    path: paths.campaigns(),
    action: 'menu.campaignsGroup',
    group: 'campaigns',
  },
  {
    key: 'programmatics',
    path: paths.programmatics(),
    action: 'programmatics.manage',
    group: 'campaigns',
  },
  {
    key: 'simulator',
    path: paths.simulator(),
    action: 'simulator.use',
  },
  { key: 'presentation', path: paths.presentation(), action: 'presentations.create' },
  { key: 'activity', path: paths.activity(), action: 'activity.read' },
];

export function menuFor(role: Role): MenuItem[] {
  return MENU.filter((item) => can(role, item.action));
}

function matches(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The menu item a page belongs to: the item whose path (or `alsoActiveOn`) is the longest match of the
 * address, so /campaigns/programmatics is Programmatics while /campaigns/12 stays with Control.
 */
export function activeMenuKey(pathname: string, items: readonly MenuItem[]): MenuItem['key'] | null {
  let best: { key: MenuItem['key']; length: number } | null = null;
  for (const item of items) {
    for (const path of [item.path, ...(item.alsoActiveOn ?? [])]) {
      if (matches(pathname, path) && (!best || path.length > best.length)) {
        best = { key: item.key, length: path.length };
      }
    }
  }
  return best?.key ?? null;
}

/** SPEC 2: the alternative horizontal menu has only Home, for admin and advertiser. */
export function horizontalMenuFor(role: Role): MenuItem[] {
  return can(role, 'menu.horizontal') ? menuFor(role).filter((item) => item.key === 'home') : [];
}

/** Where a role lands: Home when its menu has it, else its first item (analysts have no Home). */
export function landingPathFor(role: Role): string {
  return menuFor(role)[0]?.path ?? paths.profile();
}
