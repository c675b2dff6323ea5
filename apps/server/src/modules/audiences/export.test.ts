import type { AudienceCounter } from '@adcontrol/audience-engine/audience-counter';
import { type Audience, audienceFilters } from '@adcontrol/domain/audiences/audience';
import { describe, expect, it } from 'vitest';
import { exportAudience, slug } from './export';
import { AUDIENCE_EXPORT_TEXTS } from './export-texts';

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
    const csv = await exportAudience(fakeCounter(pulled), AUDIENCE, {
      text: AUDIENCE_EXPORT_TEXTS.es,
      reader: { language: 'es', timeZone: 'America/Santiago', direction: 'ltr' },
      separator: 'semicolon',
      now: new Date('2026-05-01T12:00:00Z'),
    });
    expect(csv.devices).toBe(9);
    expect(csv.fileName).toBe('audiencia-7-nandu-runners.csv');
    expect(pulled.batches).toBe(0);
    const chunks: string[] = [];
    for await (const chunk of csv.body) {
      chunks.push(String(chunk));
      // The head, then one chunk per batch: each batch is asked for only when the previous one was read.
      expect(pulled.batches).toBeLessThanOrEqual(chunks.length);
    }
    // A byte-order mark, then each definition line a `#` label and its value; CRLF line ends.
    expect(chunks.join('')).toBe(
      `\uFEFF${[
        '# Audiencia;Ñandú runners',
        '# ID;7',
        `# Filtros;"${JSON.stringify(AUDIENCE.filters).replaceAll('"', '""')}"`,
        '# Opciones;"{""ignoreMultiplier"":false}"',
        '# Personas alcanzadas (estimación);90',
        '# Cómo se cuenta;personas alcanzadas estimadas = los dispositivos listados abajo × el multiplicador de su país',
        '# Ids de dispositivo en el archivo;9',
        '# Exportada el;01/05/26 08:00 GMT-4',
        'ID de dispositivo',
        ...['0', '1', '2', '3', '4', '5', '6', '7', '8'],
      ].join('\r\n')}\r\n`,
    );
  });

  it('names the file in plain ASCII', () => {
    expect(slug('Mujeres Peñalolén 25-34!')).toBe('mujeres-penalolen-25-34');
    expect(slug('¡¡¡')).toBe('audience');
  });
});
