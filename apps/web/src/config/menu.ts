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
  roles: readonly Role[];
  /** Paths that also mark the item active (SPEC 2: Audience is active on create-audience). */
  alsoActiveOn?: readonly string[];
  group?: 'campaigns';
}

/** The side menu by role, exactly as SPEC section 2 lists it. */
export const MENU: readonly MenuItem[] = [
  {
    key: 'home',
    path: paths.home(),
    roles: ['admin', 'advertiser', 'seller', 'country_manager', 'super_seller'],
  },
  { key: 'users', path: paths.accounts(), roles: ['admin', 'country_manager', 'seller', 'super_seller'] },
  {
    key: 'audience',
    path: paths.audiences(),
    roles: ['admin', 'analyst', 'country_manager', 'seller', 'super_seller'],
    alsoActiveOn: [paths.createAudience()],
  },
  { key: 'campaigns', path: paths.campaigns(), roles: ['super_seller'] },
  {
    key: 'control',
    path: paths.campaigns(),
    roles: ['admin', 'country_manager', 'seller'],
    group: 'campaigns',
  },
  {
    key: 'programmatics',
    path: paths.programmatics(),
    roles: ['admin', 'country_manager', 'seller'],
    group: 'campaigns',
  },
  {
    key: 'simulator',
    path: paths.simulator(),
    roles: ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'],
  },
  { key: 'presentation', path: paths.presentation(), roles: ['admin'] },
  { key: 'activity', path: paths.activity(), roles: ['admin'] },
];

export function menuFor(role: Role): MenuItem[] {
  return MENU.filter((item) => item.roles.includes(role));
}
