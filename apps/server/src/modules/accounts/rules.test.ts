import { ROLES, type Role } from '@adcontrol/domain/shared/enums';
import { describe, expect, it } from 'vitest';
import {
  type ActorRights,
  managedRoles,
  mayHangUnder,
  mayImpersonate,
  mayManage,
  mayTakeRole,
} from './rules';

const actor = (role: Role, extra: Partial<ActorRights> = {}): ActorRights => ({
  accountId: 1,
  role,
  country: 'CL',
  isSpecialAdmin: false,
  ...extra,
});
const target = (
  role: Role,
  extra: { country?: string | null; isBelowActor?: boolean; id?: number } = {},
) => ({
  id: extra.id ?? 2,
  role,
  country: extra.country === undefined ? 'CL' : extra.country,
  isBelowActor: extra.isBelowActor ?? false,
});

describe('managedRoles', () => {
  it('gives admins every role but admin, and special admins admin too', () => {
    expect(managedRoles(actor('admin'))).not.toContain('admin');
    expect([...managedRoles(actor('admin', { isSpecialAdmin: true }))].sort()).toEqual([...ROLES].sort());
  });
  it('never lets a role manage its own kind or anything above it', () => {
    for (const role of ROLES) {
      if (role === 'admin') continue;
      expect(managedRoles(actor(role))).not.toContain(role);
      expect(managedRoles(actor(role))).not.toContain('admin');
    }
  });
});

describe('mayTakeRole', () => {
  it('only ever lowers', () => {
    expect(mayTakeRole(actor('seller'), 'super_seller')).toBe(false);
    expect(mayTakeRole(actor('seller'), 'advertiser')).toBe(true);
    expect(mayTakeRole(actor('country_manager'), 'admin')).toBe(false);
    expect(mayTakeRole(actor('advertiser'), 'advertiser')).toBe(true);
  });
});

describe('mayHangUnder', () => {
  it('keeps the sales tree: advertisers under sellers or super sellers, sellers under super sellers', () => {
    expect(mayHangUnder('advertiser', 'seller')).toBe(true);
    expect(mayHangUnder('advertiser', 'super_seller')).toBe(true);
    expect(mayHangUnder('seller', 'super_seller')).toBe(true);
    expect(mayHangUnder('seller', 'seller')).toBe(false);
    expect(mayHangUnder('advertiser', 'advertiser')).toBe(false);
    expect(mayHangUnder('super_seller', 'country_manager')).toBe(false);
    for (const role of ROLES) expect(mayHangUnder(role, null)).toBe(true);
  });
});

describe('mayManage', () => {
  it('keeps sellers and super sellers to their branch, country managers to their country', () => {
    expect(mayManage(actor('seller'), target('advertiser', { isBelowActor: true }))).toBe(true);
    expect(mayManage(actor('seller'), target('advertiser'))).toBe(false);
    expect(mayManage(actor('country_manager'), target('seller'))).toBe(true);
    expect(mayManage(actor('country_manager'), target('seller', { country: 'AR' }))).toBe(false);
    expect(mayManage(actor('country_manager', { country: null }), target('seller', { country: null }))).toBe(
      false,
    );
  });
  it('never manages itself', () => {
    expect(mayManage(actor('admin'), target('seller', { id: 1 }))).toBe(false);
  });
});

describe('mayImpersonate', () => {
  it('follows the table of docs/decisions/008', () => {
    expect(mayImpersonate(actor('admin'), target('country_manager'))).toBe(true);
    expect(mayImpersonate(actor('admin'), target('admin'))).toBe(false);
    expect(mayImpersonate(actor('admin', { isSpecialAdmin: true }), target('admin'))).toBe(true);
    expect(mayImpersonate(actor('super_seller'), target('advertiser', { isBelowActor: true }))).toBe(true);
    expect(mayImpersonate(actor('super_seller'), target('advertiser'))).toBe(false);
    expect(mayImpersonate(actor('country_manager'), target('super_seller'))).toBe(true);
    expect(mayImpersonate(actor('country_manager'), target('analyst'))).toBe(false);
    expect(mayImpersonate(actor('seller'), target('advertiser', { isBelowActor: true }))).toBe(false);
    for (const role of ROLES) {
      expect(mayImpersonate(actor(role, { isSpecialAdmin: true }), target(role, { id: 1 }))).toBe(false);
    }
  });
});
