import { describe, expect, it } from 'vitest';
import { returnTargetOf, withAudienceId } from './return-to';

describe('the way back to campaign creation', () => {
  it('comes from the navigation state first, then from ?returnTo=', () => {
    expect(returnTargetOf({ state: { returnTo: '/campaigns/create' }, search: '?returnTo=/x' })).toBe(
      '/campaigns/create',
    );
    expect(returnTargetOf({ state: null, search: '?returnTo=%2Fcampaigns%2Fcreate' })).toBe(
      '/campaigns/create',
    );
    expect(returnTargetOf({ state: undefined, search: '' })).toBeNull();
  });

  it('follows only paths of this app', () => {
    for (const returnTo of ['https://evil.test/', '//evil.test/x', 'javascript:alert(1)', 'campaigns']) {
      expect(returnTargetOf({ state: { returnTo }, search: '' })).toBeNull();
    }
  });

  it('adds the new audience to what the path already carries', () => {
    expect(withAudienceId('/campaigns/create', 42)).toBe('/campaigns/create?audienceId=42');
    expect(withAudienceId('/campaigns/create?step=2#audience', 42)).toBe(
      '/campaigns/create?step=2&audienceId=42#audience',
    );
    expect(withAudienceId('/campaigns/create?audienceId=1', 42)).toBe('/campaigns/create?audienceId=42');
  });
});
