import { ROLES } from '@adcontrol/domain/shared/enums';
import { describe, expect, it } from 'vitest';
import { activeMenuKey, horizontalMenuFor, landingPathFor, MENU, menuFor } from './menu';

const keys = (role: (typeof ROLES)[number]) => menuFor(role).map((item) => item.key);

describe('the side menu by role (SPEC 2)', () => {
  it.each([
    [
      'admin',
      ['home', 'users', 'audience', 'control', 'programmatics', 'simulator', 'presentation', 'activity'],
    ],
    ['advertiser', ['home', 'simulator']],
    ['seller', ['home', 'users', 'audience', 'control', 'programmatics', 'simulator']],
    ['super_seller', ['home', 'users', 'audience', 'campaigns', 'simulator']],
    ['country_manager', ['home', 'users', 'audience', 'control', 'programmatics', 'simulator']],
    ['analyst', ['audience', 'simulator']],
  ] as const)('%s sees %j', (role, expected) => {
    expect(keys(role)).toEqual(expected);
  });

  it('covers every role', () => {
    for (const role of ROLES) expect(keys(role).length).toBeGreaterThan(0);
  });
});

describe('the active item', () => {
  it.each([
    ['/', 'home'],
    ['/accounts', 'users'],
    ['/accounts/4/edit', 'users'],
    ['/audience/create', 'audience'],
    ['/audience/7/edit', 'audience'],
    ['/campaigns', 'control'],
    ['/campaigns/12', 'control'],
    ['/campaigns/programmatics', 'programmatics'],
    ['/activity', 'activity'],
    ['/profile', null],
    ['/audiences-old', null],
  ])('%s marks %s', (pathname, key) => {
    expect(
      activeMenuKey(
        pathname,
        MENU.filter((item) => item.key !== 'campaigns'),
      ),
    ).toBe(key);
  });

  it('marks the single Campaigns item of a super seller on a campaign page', () => {
    expect(activeMenuKey('/campaigns/3', menuFor('super_seller'))).toBe('campaigns');
  });
});

describe('the horizontal menu and the landing page', () => {
  it('has only Home, and only for admin and advertiser', () => {
    expect(horizontalMenuFor('admin').map((item) => item.key)).toEqual(['home']);
    expect(horizontalMenuFor('advertiser').map((item) => item.key)).toEqual(['home']);
    expect(horizontalMenuFor('seller')).toEqual([]);
  });

  it('lands an analyst, who has no Home, on its first section', () => {
    expect(landingPathFor('analyst')).toBe('/audience');
    expect(landingPathFor('seller')).toBe('/');
  });
});
