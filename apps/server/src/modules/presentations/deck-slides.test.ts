import { describe, expect, it } from 'vitest';
import type { DeckData } from './deck-data';
import { deckSlides } from './deck-slides';
import { deckFormat } from './deck-texts';

const labelled = (label: string, impressions: number, clicks: number) => ({
  label,
  impressions,
  clicks,
  ctr: Math.round((clicks / impressions) * 10_000) / 100,
});

function data(overrides: Partial<DeckData> = {}): DeckData {
  return {
    client: 'Café Andino',
    from: '2026-03-01',
    to: '2026-03-02',
    language: 'pt',
    kpis: {
      impressions: 1_234_567,
      clicks: 12_345,
      ctr: 1,
      reach: 500_000,
      spend: [{ currency: 'PEN', amount: 9876.5 }],
    },
    days: [
      { date: '2026-03-01', impressions: 1_000_000, clicks: 10_000 },
      { date: '2026-03-02', impressions: 234_567, clicks: 2_345 },
    ],
    gender: [labelled('female', 600_000, 6_000), labelled('male', 500_000, 5_000)],
    ages: [labelled('18-24', 300_000, 3_000)],
    regions: Array.from({ length: 10 }, (_, index) => labelled(`Region ${index + 1}`, 1000 - index * 10, 10)),
    apps: [],
    creatives: [],
    campaigns: [
      { id: 1, name: 'Verão', kpis: { impressions: 1, clicks: 0, ctr: 0, reach: 0, spend: [] }, days: [] },
    ],
    ...overrides,
  };
}

describe('a deck', () => {
  it('speaks the language asked, numbers included', () => {
    const deck = deckSlides(data());
    const [cover, kpis] = deck.slides;
    expect(cover).toMatchObject({ kind: 'cover', title: 'Resultados da campanha', client: 'Café Andino' });
    expect(kpis?.kind === 'kpis' && kpis.tiles.map((tile) => tile.value)).toEqual([
      '1.234.567',
      '12.345',
      '1,00%',
      '500.000',
      'PEN\u00a09.877',
    ]);
    // The same days as every screen writes them (DD/MM/YY at the network's offset).
    expect(deck.footer).toBe('Café Andino · 01/03/26 – 02/03/26');
  });

  it('has seven slides for one campaign and one more per campaign when there are several', () => {
    expect(deckSlides(data()).slides).toHaveLength(7);
    const campaign = data().campaigns[0];
    if (!campaign) throw new Error('no campaign');
    const three = data({ campaigns: [campaign, { ...campaign, id: 2 }, { ...campaign, id: 3 }] });
    expect(deckSlides(three).slides.map((slide) => slide.kind)).toEqual([
      'cover',
      'kpis',
      'daily',
      'audience',
      'tables',
      'creatives',
      'campaign',
      'campaign',
      'campaign',
      'summary',
    ]);
  });

  it('shows the seven largest regions and sums the rest as Other', () => {
    const tables = deckSlides(data({ language: 'en' })).slides.find((slide) => slide.kind === 'tables');
    const rows = tables?.kind === 'tables' ? tables.tables[0].rows : [];
    expect(rows).toHaveLength(8);
    expect(rows[7]).toEqual(['Other', '2,760', '30', '1.09%']);
  });

  it('writes figures as the screens do, without the narrow space the PDF fonts lack', () => {
    expect(deckFormat('es').money({ currency: 'CLP', amount: 1_500_000 })).not.toContain('\u202f');
    expect(deckFormat('es').money({ currency: 'MX', amount: 1_500_000.4 })).toBe('MX\u00a01.500.000');
    expect(deckFormat('en').money({ currency: 'USD', amount: 2_000 })).toBe('USD\u00a02,000');
    expect(deckFormat('en').shortDay('2026-03-01')).toBe('01/03');
    expect(deckFormat('es').percent(1.255)).toBe('1,26\u00a0%');
  });
});
