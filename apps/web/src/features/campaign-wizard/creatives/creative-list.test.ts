import { describe, expect, it } from 'vitest';
import { previewScale } from '../../../components/preview-frame';
import type { DraftCreatives } from '../draft';
import { addCreative, duplicateCreative, nextName, removeCreative } from './creative-list';
import { hourProblem } from './fields/hour-input';

const empty: DraftCreatives = { pushs: [], banners: [], interstitials: [], videos: [], deleted: [] };

describe('creative names', () => {
  it('take the next number after the highest of their format', () => {
    expect(nextName('push', [])).toBe('push_1');
    expect(
      nextName('banner', [
        { key: 'a', name: 'banner_4' },
        { key: 'b', name: 'banner_2' },
      ]),
    ).toBe('banner_5');
    expect(
      nextName('video', [
        { key: 'a', name: 'video_1_support' },
        { key: 'b', name: 'otro' },
      ]),
    ).toBe('video_1');
  });
});

describe('the creatives lists', () => {
  it('start a video with timer 0 and zone 6, active, without a delivery rule', () => {
    const [video] = addCreative(empty, 'video').videos;
    expect(video).toMatchObject({ name: 'video_1', status: 0, timer: 0, zone: 6, deliveryRule: false });
  });

  it('duplicate a saved creative as a new one, right after it', () => {
    const draft = { ...empty, pushs: [{ key: 'a', id: 9, name: 'push_1', title: 'Hola' }] };
    const [original, copy] = duplicateCreative(draft, 'push', 'a').pushs;
    expect(original?.id).toBe(9);
    expect(copy).toMatchObject({ name: 'push_2', title: 'Hola' });
    expect(copy?.id).toBeUndefined();
    expect(copy?.key).not.toBe('a');
  });

  it('record each removed saved creative once', () => {
    const draft = {
      ...empty,
      deleted: [9],
      banners: [{ key: 'a', id: 9 }, { key: 'b', id: 10 }, { key: 'c' }],
    };
    const next = removeCreative(
      removeCreative(removeCreative(draft, 'banner', 'a'), 'banner', 'b'),
      'banner',
      'c',
    );
    expect(next.banners).toEqual([]);
    expect(next.deleted).toEqual([9, 10]);
  });
});

describe('the delivery hour', () => {
  it('is a whole number from 0 to 23 not chosen yet', () => {
    expect(hourProblem('0', [])).toBeNull();
    expect(hourProblem('23', [1])).toBeNull();
    expect(hourProblem('24', [])).toBe('messages.validation.hourInvalid');
    expect(hourProblem('-1', [])).toBe('messages.validation.hourInvalid');
    expect(hourProblem('7.5', [])).toBe('messages.validation.hourInvalid');
    expect(hourProblem('', [])).toBe('messages.validation.hourInvalid');
    expect(hourProblem('08', [8])).toBe('messages.validation.hourAlreadySelected');
  });
});

describe('the preview scale', () => {
  it('shrinks what is wider than a phone and never enlarges', () => {
    expect(previewScale(320)).toBe(1);
    expect(previewScale(343)).toBe(1);
    expect(previewScale(686)).toBe(0.5);
  });
});

describe('a creative added to a saved campaign', () => {
  it('takes the next number the campaign does not use yet, for a new and a duplicated one', () => {
    const taken = ['banner_1', 'banner_2', 'video_1'];
    const added = addCreative(empty, 'banner', taken);
    expect(added.banners.map((banner) => banner.name)).toEqual(['banner_3']);
    const key = added.banners[0]?.key ?? '';
    const copied = duplicateCreative(added, 'banner', key, taken);
    expect(copied.banners.map((banner) => banner.name)).toEqual(['banner_3', 'banner_4']);
    expect(addCreative(empty, 'interstitial', taken).interstitials[0]?.name).toBe('interstitial_1');
  });
});
