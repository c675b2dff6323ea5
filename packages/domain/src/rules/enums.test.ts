import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CAPPING_SOURCES,
  COUNTRY_CURRENCY,
  CREATIVE_STATUS,
  CURRENCIES,
  campaignStatusSchema,
  currencySchema,
  DISPLAY_STATUSES,
  LANGUAGES,
  PURCHASE_MODELS,
  purchaseModelSchema,
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

  it('lists the raw campaign statuses, campaign types and display statuses of SPEC 4', () => {
    expect(CAMPAIGN_STATUSES).toEqual([
      'DELIVERING',
      'DELIVERY_EXTENDED',
      'READY',
      'PAUSED',
      'INACTIVE',
      'PAUSED_INVENTORY_RELEASED',
      'PENDING_APPROVAL',
      'COMPLETED',
      'DISAPPROVED',
      'DRAFT',
      'CANCELED',
    ]);
    expect(CAMPAIGN_TYPES).toEqual(['STANDARD', 'PREFERRED_DEAL']);
    expect(DISPLAY_STATUSES).toEqual(['awaiting', 'in progress', 'finished']);
    expect(CREATIVE_STATUS).toEqual({ active: 0, paused: 1 });
  });

  it('bills every market in one of the currencies', () => {
    for (const currency of Object.values(COUNTRY_CURRENCY)) expect(CURRENCIES).toContain(currency);
  });

  it('refuses values outside the enumerations', () => {
    expect(roleSchema.safeParse('superadmin').success).toBe(false);
    expect(currencySchema.safeParse('MXN').success).toBe(false);
    expect(purchaseModelSchema.safeParse('cpm').success).toBe(false);
    expect(campaignStatusSchema.safeParse('ACTIVE').success).toBe(false);
    expect(currencySchema.parse('MX')).toBe('MX');
  });
});
