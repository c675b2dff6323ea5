import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUSES,
  CAPPING_SOURCES,
  COUNTRY_CURRENCY,
  CURRENCIES,
  LANGUAGES,
  PURCHASE_MODELS,
  ROLES,
  roleSchema,
} from '../shared/enums';

describe('the enumerations of SPEC sections 4, 6 and 9', () => {
  it('lists exactly the roles, currencies, purchase models, sources and languages', () => {
    expect([...ROLES].sort()).toEqual([
      'admin',
      'advertiser',
      'analyst',
      'country_manager',
      'seller',
      'super_seller',
    ]);
    expect(CURRENCIES).toEqual(['CLP', 'EUR', 'ARS', 'USD', 'COP', 'MX', 'PEN', 'PAB']);
    expect(PURCHASE_MODELS).toEqual(['CPC', 'CPM', 'CPA', 'CPE']);
    expect(CAPPING_SOURCES).toEqual(['newton', 'sinew', 'all']);
    expect(LANGUAGES).toEqual(['en', 'es', 'pt']);
  });

  it('lists the eleven raw campaign statuses', () => {
    expect(CAMPAIGN_STATUSES).toHaveLength(11);
    expect(CAMPAIGN_STATUSES).toContain('PAUSED_INVENTORY_RELEASED');
  });

  it('bills every market in one of the currencies', () => {
    for (const currency of Object.values(COUNTRY_CURRENCY)) expect(CURRENCIES).toContain(currency);
  });

  it('refuses a role that does not exist', () => {
    expect(roleSchema.safeParse('superadmin').success).toBe(false);
  });
});
