import { ctr } from '@adcontrol/domain/rules/rounding';
import type { DeckCreative, DeckData, DeckKpis, Labelled } from './deck-data';
import { DECK_TEXTS, type DeckFormat, type DeckTexts, deckFormat } from './deck-texts';

/*
 * A deck as a list of slides that say what to show, in words and numbers already formatted for the language.
 * The PPTX and the PDF are drawn from this one list, so the two files hold the same content.
 */

export interface Tile {
  label: string;
  value: string;
  note?: string;
}
export interface Series {
  labels: string[];
  impressions: number[];
  clicks: number[];
}
export interface Bars {
  title: string;
  /** What the words beside each bar say: "Impressions · CTR". */
  legend: string;
  labels: string[];
  values: number[];
  /** What each bar's label says beside the value, e.g. its CTR. */
  notes: string[];
}
export interface Table {
  title: string;
  header: string[];
  rows: string[][];
}
export interface CreativeCard {
  name: string;
  campaign: string;
  ctr: string;
  impressions: string;
  thumbnail: DeckCreative['thumbnail'];
}

export type Slide =
  | { kind: 'cover'; title: string; client: string; period: string; detail: string; preparedBy: string }
  | { kind: 'kpis'; title: string; tiles: Tile[]; note: string; more: Tile[] }
  | { kind: 'daily'; title: string; series: Series; legend: [string, string] }
  | { kind: 'audience'; title: string; charts: [Bars, Bars] }
  | { kind: 'tables'; title: string; tables: [Table, Table]; empty: string }
  | { kind: 'creatives'; title: string; cards: CreativeCard[]; empty: string; noImage: string }
  | {
      kind: 'campaign';
      title: string;
      subtitle: string;
      tiles: Tile[];
      series: Series;
      legend: [string, string];
    }
  | { kind: 'summary'; title: string; tiles: Tile[]; closing: string };

export interface Deck {
  /** The deck's document title. */
  name: string;
  /** The words in every slide's footer. */
  footer: string;
  pageLabel: (page: number, of: number) => string;
  /** How a chart's axis writes its numbers. */
  count: (value: number) => string;
  slides: Slide[];
}

function kpiTiles(kpis: DeckKpis, text: DeckTexts, format: DeckFormat): Tile[] {
  return [
    { label: text.impressions, value: format.count(kpis.impressions) },
    { label: text.clicks, value: format.count(kpis.clicks) },
    { label: text.ctr, value: format.percent(kpis.ctr) },
    { label: text.reach, value: format.count(kpis.reach) },
    {
      label: text.spend,
      value: kpis.spend.length > 0 ? kpis.spend.map(format.money).join('\n') : '—',
    },
  ];
}

/** The figures under the results: how many campaigns and days, the daily average and the frequency. */
function moreTiles(data: DeckData, text: DeckTexts, format: DeckFormat): Tile[] {
  const { impressions, reach } = data.kpis;
  return [
    { label: text.campaignsLabel, value: format.count(data.campaigns.length) },
    { label: text.days, value: format.count(data.days.length) },
    { label: text.dailyAverage, value: format.count(data.days.length ? impressions / data.days.length : 0) },
    {
      label: text.frequency,
      value: reach > 0 ? format.decimal(impressions / reach) : '—',
      note: text.frequencyNote,
    },
  ];
}

function series(days: DeckData['days'], format: DeckFormat): Series {
  return {
    labels: days.map((day) => format.shortDay(day.date)),
    impressions: days.map((day) => day.impressions),
    clicks: days.map((day) => day.clicks),
  };
}

/** The first rows, and the rest summed into one "Other" row. */
function table(
  title: string,
  rows: Labelled[],
  first: string,
  text: DeckTexts,
  format: DeckFormat,
  limit: number,
): Table {
  const shown = rows.length > limit ? rows.slice(0, limit - 1) : rows;
  const rest = rows.slice(shown.length);
  const other = rest.reduce(
    (sum, row) => ({ impressions: sum.impressions + row.impressions, clicks: sum.clicks + row.clicks }),
    { impressions: 0, clicks: 0 },
  );
  const all =
    rest.length > 0
      ? [
          ...shown,
          {
            label: text.other,
            impressions: other.impressions,
            clicks: other.clicks,
            ctr: ctr(other.clicks, other.impressions),
          },
        ]
      : shown;
  return {
    title,
    header: [first, text.impressions, text.clicks, text.ctr],
    rows: all.map((row) => [
      row.label,
      format.count(row.impressions),
      format.count(row.clicks),
      format.percent(row.ctr),
    ]),
  };
}

const bars = (title: string, rows: Labelled[], text: DeckTexts, format: DeckFormat): Bars => ({
  title,
  legend: `${text.impressions} · ${text.ctr}`,
  labels: rows.map((row) => row.label),
  values: rows.map((row) => row.impressions),
  notes: rows.map((row) => `${format.count(row.impressions)} · ${format.percent(row.ctr)}`),
});

const best = <T>(rows: T[], score: (row: T) => number): T | undefined =>
  rows.reduce<T | undefined>(
    (top, row) => (top === undefined || score(row) > score(top) ? row : top),
    undefined,
  );

function summary(data: DeckData, text: DeckTexts, format: DeckFormat): Tile[] {
  const day = best(data.days, (row) => row.impressions);
  const creative = best(
    data.creatives.filter((row) => row.impressions >= 100),
    (row) => row.ctr,
  );
  const [region] = data.regions;
  const [app] = data.apps;
  const none = '—';
  return [
    { label: text.impressions, value: format.count(data.kpis.impressions) },
    { label: text.ctr, value: format.percent(data.kpis.ctr) },
    {
      label: text.bestDay,
      value: day && day.impressions > 0 ? format.day(day.date) : none,
      ...(day && day.impressions > 0 ? { note: `${format.count(day.impressions)} ${text.impressions}` } : {}),
    },
    {
      label: text.bestCreative,
      value: creative?.name ?? none,
      ...(creative ? { note: `${text.ctr} ${format.percent(creative.ctr)}` } : {}),
    },
    { label: text.topRegion, value: region?.label ?? none },
    { label: text.topApp, value: app?.label ?? none },
  ];
}

/** The slides of a deck: cover, results, daily chart, audience, places, creatives, each campaign, summary. */
export function deckSlides(data: DeckData): Deck {
  const text = DECK_TEXTS[data.language];
  const format = deckFormat(data.language);
  const period = text.period(format.day(data.from), format.day(data.to));
  const legend: [string, string] = [text.impressions, text.clicks];
  const genders = data.gender.map((row) => ({
    ...row,
    label: row.label === 'male' ? text.male : text.female,
  }));
  const slides: Slide[] = [
    {
      kind: 'cover',
      title: text.title,
      client: data.client,
      period,
      detail: text.campaigns(data.campaigns.length),
      preparedBy: text.preparedBy,
    },
    {
      kind: 'kpis',
      title: text.results,
      tiles: kpiTiles(data.kpis, text, format),
      note: text.reachNote(data.campaigns.length),
      more: moreTiles(data, text, format),
    },
    { kind: 'daily', title: text.daily, series: series(data.days, format), legend },
    {
      kind: 'audience',
      title: text.audience,
      charts: [bars(text.gender, genders, text, format), bars(text.age, data.ages, text, format)],
    },
    {
      kind: 'tables',
      title: text.where,
      tables: [
        table(text.regions, data.regions, text.regions, text, format, 8),
        table(text.apps, data.apps, text.apps, text, format, 8),
      ],
      empty: text.noData,
    },
    {
      kind: 'creatives',
      title: text.creatives,
      cards: data.creatives.map((creative) => ({
        name: creative.name,
        campaign: creative.campaign,
        ctr: `${text.ctr} ${format.percent(creative.ctr)}`,
        impressions: `${format.count(creative.impressions)} ${text.impressions}`,
        thumbnail: creative.thumbnail,
      })),
      empty: text.noData,
      noImage: text.noImage,
    },
  ];
  if (data.campaigns.length > 1) {
    for (const campaign of data.campaigns) {
      slides.push({
        kind: 'campaign',
        title: campaign.name,
        subtitle: `${text.campaign} ${campaign.id} · ${period}`,
        tiles: kpiTiles(campaign.kpis, text, format),
        series: series(campaign.days, format),
        legend,
      });
    }
  }
  slides.push({
    kind: 'summary',
    title: text.summary,
    tiles: summary(data, text, format),
    closing: text.thanks,
  });
  return {
    name: `${text.title} · ${data.client} · ${period}`,
    footer: `${data.client} · ${period}`,
    pageLabel: text.page,
    count: format.count,
    slides,
  };
}
