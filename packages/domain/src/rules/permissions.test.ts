import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../contract/endpoints';
import { ROLES } from '../shared/enum-values';
import { type Action, can, managedRoles, PERMISSIONS, rolesFor, signIntoRoles } from './permissions';

const endpoint = (operationId: string) => ENDPOINTS.find((e) => e.operationId === operationId);

describe('who may do what', () => {
  it('lets admins and super sellers link campaigns to the delivery servers, and nobody else', () => {
    expect(ROLES.filter((role) => can(role, 'campaigns.link'))).toEqual(['admin', 'super_seller']);
    expect(can('advertiser', 'campaigns.link')).toBe(false);
    expect(can('seller', 'campaigns.link')).toBe(false);
  });

  it('lets analysts read campaigns, statistics and audiences but not create campaigns or pay', () => {
    expect(can('analyst', 'campaigns.read')).toBe(true);
    expect(can('analyst', 'statistics.read')).toBe(true);
    expect(can('analyst', 'audiences.manage')).toBe(true);
    expect(can('analyst', 'campaigns.create')).toBe(false);
    expect(can('analyst', 'payments.make')).toBe(false);
    expect(can('analyst', 'home.read')).toBe(false);
  });

  it('keeps the presentation, the activity log and delivery tuning for admins (SPEC 6)', () => {
    for (const action of ['presentations.create', 'activity.read', 'campaigns.tuneDelivery'] as const) {
      expect(
        ROLES.filter((role) => can(role, action)),
        action,
      ).toEqual(['admin']);
    }
  });

  it('gives the side menu to the roles SPEC 2 lists', () => {
    const menu = (action: Action) => [...rolesFor(action)].sort();
    expect(menu('home.read')).toEqual(['admin', 'advertiser', 'country_manager', 'seller', 'super_seller']);
    expect(menu('accounts.manage')).toEqual(['admin', 'country_manager', 'seller', 'super_seller']);
    expect(menu('audiences.manage')).toEqual([
      'admin',
      'analyst',
      'country_manager',
      'seller',
      'super_seller',
    ]);
    expect(menu('menu.campaignsItem')).toEqual(['super_seller']);
    expect(menu('menu.campaignsGroup')).toEqual(['admin', 'country_manager', 'seller']);
    expect(menu('simulator.use')).toEqual([...ROLES].sort());
    expect(menu('menu.horizontal')).toEqual(['admin', 'advertiser']);
  });

  it('lets admins, super sellers and country managers sign into other accounts, not sellers', () => {
    expect(ROLES.filter((role) => can(role, 'impersonate')).sort()).toEqual([
      'admin',
      'country_manager',
      'super_seller',
    ]);
    expect(signIntoRoles('seller', false)).toEqual([]);
    expect(signIntoRoles('super_seller', false)).toEqual(['seller', 'advertiser']);
  });

  it('lets only special admins manage and sign into admin accounts', () => {
    expect(managedRoles('admin', false)).not.toContain('admin');
    expect(managedRoles('admin', true)).toContain('admin');
    expect(signIntoRoles('admin', true).at(-1)).toBe('admin');
    expect(managedRoles('country_manager', true)).not.toContain('admin');
    expect(managedRoles('seller', false)).toEqual(['advertiser']);
  });

  it('shows the advertiser to everyone but the advertiser, whose data is its own', () => {
    for (const role of ROLES) {
      expect(can(role, 'campaigns.seeAdvertiser'), role).toBe(!can(role, 'advertisers.actAsSelf'));
      expect(can(role, 'campaigns.seeFullReport'), role).toBe(role !== 'advertiser');
    }
  });

  it('refuses everything to a caller with no role', () => {
    for (const action of Object.keys(PERMISSIONS) as Action[]) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });
});

describe('the endpoints read the same table', () => {
  it.each([
    ['campaigns.save', 'campaigns.create'],
    ['campaigns.link', 'campaigns.link'],
    ['campaigns.updateCapping', 'campaigns.tuneDelivery'],
    ['auth.signIntoAccount', 'impersonate'],
    ['activity.list', 'activity.read'],
    ['expenses.report', 'expenses.read'],
    ['presentations.create', 'presentations.create'],
    ['campaigns.programmatics', 'programmatics.manage'],
    ['payments.review', 'payments.review'],
    ['accounts.list', 'accounts.manage'],
    ['home.summary', 'home.read'],
  ] as const)('%s is open to the roles of %s', (operationId, action) => {
    const found = endpoint(operationId);
    expect(found, operationId).toBeDefined();
    expect(found?.access).toEqual(rolesFor(action));
  });

  it('declares no role list that the table does not hold', () => {
    const lists = new Set(Object.values(PERMISSIONS).map((roles) => [...roles].sort().join()));
    for (const { operationId, access } of ENDPOINTS) {
      if (Array.isArray(access)) expect(lists.has([...access].sort().join()), operationId).toBe(true);
    }
  });
});
