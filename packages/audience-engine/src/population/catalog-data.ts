import { Random } from './random';
import type { AppEntry, ModelEntry } from './schema';
import { WELL_KNOWN_APPS } from './well-known-apps';

export const APP_CATEGORIES = [
  'communication',
  'social',
  'tools',
  'entertainment',
  'music_and_audio',
  'video_players',
  'shopping',
  'finance',
  'travel_and_local',
  'maps_and_navigation',
  'food_and_drink',
  'games_action',
  'games_casual',
  'games_puzzle',
  'games_sports',
  'news_and_magazines',
  'productivity',
  'health_and_fitness',
  'education',
  'lifestyle',
  'photography',
  'sports',
  'business',
  'dating',
  'weather',
] as const;

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'to',
  'ne',
  'vi',
  'sa',
  'pu',
  'del',
  'mar',
  'sol',
  'ti',
  'go',
  'zen',
  'lu',
];
const VENDORS = ['appco', 'studio', 'labs', 'mobile', 'digital', 'soft', 'games', 'media', 'tech', 'apps'];

/** The long tail: plausible package names and categories, the same for a given seed. */
export function appCatalog(size: number, seed: number): AppEntry[] {
  const random = new Random(seed ^ 0xa99);
  const apps: AppEntry[] = WELL_KNOWN_APPS.map((known) => ({
    package: known.package,
    category: known.category,
  }));
  const taken = new Set(apps.map((app) => app.package));
  while (apps.length < size) {
    const word = Array.from(
      { length: 2 + random.int(2) },
      () => SYLLABLES[random.int(SYLLABLES.length)],
    ).join('');
    const vendor = `${VENDORS[random.int(VENDORS.length)]}${random.int(90)}`;
    const name = `com.${vendor}.${word}`;
    if (taken.has(name)) continue;
    taken.add(name);
    apps.push({ package: name, category: APP_CATEGORIES[random.int(APP_CATEGORIES.length)] ?? 'tools' });
  }
  return apps.slice(0, size);
}

const MODEL_SERIES: Record<string, readonly string[]> = {
  Samsung: ['Galaxy A', 'Galaxy S', 'Galaxy M', 'Galaxy Note ', 'Galaxy J'],
  Motorola: ['Moto G', 'Moto E', 'Edge '],
  Xiaomi: ['Redmi Note ', 'Redmi ', 'Poco X', 'Mi '],
  Apple: ['iPhone '],
  Huawei: ['P', 'Y', 'Mate '],
  Oppo: ['A', 'Reno '],
  Realme: ['C', 'Narzo '],
  Google: ['Pixel '],
  Nokia: ['G', 'C'],
  LG: ['K', 'Q'],
};
const BRAND_WEIGHT: Record<string, number> = {
  Samsung: 30,
  Motorola: 15,
  Xiaomi: 14,
  Apple: 18,
  Huawei: 6,
  Oppo: 4,
  Realme: 4,
  Google: 3,
  Nokia: 3,
  LG: 3,
};

/** Device models, most popular first, with each brand's share of the head of the curve. */
export function modelCatalog(seed: number): ModelEntry[] {
  const random = new Random(seed ^ 0x30d);
  const models: (ModelEntry & { weight: number })[] = [];
  for (const [brand, series] of Object.entries(MODEL_SERIES)) {
    for (const prefix of series) {
      for (let number = 1; number <= 24; number += 1) {
        const weight = ((BRAND_WEIGHT[brand] ?? 1) * random.next()) / number;
        models.push({
          model: `${prefix}${number * (prefix === 'iPhone ' ? 1 : 2) + random.int(2)}`,
          brand,
          weight,
        });
      }
    }
  }
  const unique = new Map<string, ModelEntry & { weight: number }>();
  for (const entry of models) {
    const key = `${entry.brand} ${entry.model}`;
    if (!unique.has(key)) unique.set(key, { ...entry, model: key });
  }
  return [...unique.values()]
    .sort((a, b) => b.weight - a.weight)
    .map(({ model, brand }) => ({ model, brand }));
}
