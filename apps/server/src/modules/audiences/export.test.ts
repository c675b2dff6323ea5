import type { AudienceCounter } from '@adcontrol/audience-engine/audience-counter';
import { type Audience, audienceFilters } from '@adcontrol/domain/audiences/audience';
import { describe, expect, it } from 'vitest';
import { exportAudience, slug } from './export';

const AUDIENCE: Audience = {
  _id: 7,
  name: 'Ñandú\nrunners',
  filters: audienceFilters.parse({
    geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] },
  }),
  options: { ignoreMultiplier: false },
  size: null,
  ownerId: 1,
  ownerName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A counter of three batches that records how many it was asked for. */
function fakeCounter(pulled: { batches: number }): AudienceCounter {
  return {
    name: 'fake',
    info: { devices: 9, seed: null, catalog: {} as AudienceCounter['info']['catalog'] },
    count: async () => ({ count: 90, panelCount: 9, elapsedMs: 0 }),
    async *matchingIds() {
      for (const start of [0, 3, 6]) {
        pulled.batches += 1;
        yield Uint32Array.from([start, start + 1, start + 2]);
      }
    },
    devicesPer: async () => [],
  };
}

describe('the CSV export', () => {
  it('pulls device ids batch by batch as the body is read, never ahead of the reader', async () => {
    const pulled = { batches: 0 };
    const csv = await exportAudience(fakeCounter(pulled), AUDIENCE, new Date('2026-05-01T12:00:00Z'));
    expect(csv.devices).toBe(9);
    expect(pulled.batches).toBe(0);
    const chunks: string[] = [];
    for await (const chunk of csv.body) {
      chunks.push(String(chunk));
      // The head, then one chunk per batch: each batch is asked for only when the previous one was read.
      expect(pulled.batches).toBeLessThanOrEqual(chunks.length);
    }
    expect(chunks.join('')).toBe(
      [
        '# audience: Ñandú runners',
        '# id: 7',
        `"# filters: ${JSON.stringify(AUDIENCE.filters).replaceAll('"', '""')}"`,
        '"# options: {""ignoreMultiplier"":false}"',
        '# count: 90',
        "# count-is: estimated people reached = the matching devices listed below x their country's multiplier",
        '# devices: 9',
        "# devices-are: the measured sample's matching devices (one id per line below)",
        '# exported-at: 2026-05-01T12:00:00.000Z',
        'device_id',
        '0\n1\n2\n3\n4\n5\n6\n7\n8\n',
      ].join('\n'),
    );
  });

  it('names the file in plain ASCII', () => {
    expect(slug('Mujeres Peñalolén 25-34!')).toBe('mujeres-penalolen-25-34');
    expect(slug('¡¡¡')).toBe('audience');
  });
});
