import { describe, expect, it } from 'vitest';
import { saveAudienceRequest } from '../audiences/contracts';
import { pushCreative } from '../creatives/creative';

describe('shared request fields', () => {
  it('accepts accented names and refuses punctuation, naming the field', () => {
    const filters = {};
    expect(saveAudienceRequest.safeParse({ name: 'Mamás de Ñuñoa 2026', filters }).success).toBe(true);
    const refused = saveAudienceRequest.safeParse({ name: 'Moms & Dads!', filters });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'accepts only letters, spaces and numbers',
    });
  });

  it('counts push titles as users see them: 35 accented letters or emoji pass, 36 do not', () => {
    expect(pushCreative.safeParse({ title: 'é'.repeat(35) }).success).toBe(true);
    expect(pushCreative.safeParse({ title: '🎉'.repeat(35) }).success).toBe(true);
    expect(pushCreative.safeParse({ subtitle: 'a'.repeat(36) }).error?.issues[0]?.path).toEqual(['subtitle']);
  });
});
