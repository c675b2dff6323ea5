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

/**
 * Bumped whenever the catalogues below change what a seed generates, so population files cached under an older
 * catalogue are generated again instead of offering names their devices do not have.
 */
export const CATALOG_VERSION = 2;

/** Real models of each brand, roughly the most common first in the network's markets. */
const MODELS_BY_BRAND: Record<string, readonly string[]> = {
  Samsung: [
    'Galaxy A15',
    'Galaxy A14',
    'Galaxy A05s',
    'Galaxy A25',
    'Galaxy A34',
    'Galaxy A54',
    'Galaxy A35',
    'Galaxy A55',
    'Galaxy A04',
    'Galaxy A24',
    'Galaxy A13',
    'Galaxy A23',
    'Galaxy A32',
    'Galaxy A52',
    'Galaxy A03',
    'Galaxy A12',
    'Galaxy S24',
    'Galaxy S23',
    'Galaxy S24 Ultra',
    'Galaxy S23 FE',
    'Galaxy S21 FE',
    'Galaxy M14',
    'Galaxy M34',
    'Galaxy Z Flip5',
    'Galaxy Note 20',
  ],
  Motorola: [
    'Moto G54',
    'Moto G24',
    'Moto G84',
    'Moto E13',
    'Moto G32',
    'Moto G22',
    'Moto G14',
    'Moto G04',
    'Moto G73',
    'Moto G60',
    'Moto E22',
    'Moto G52',
    'Edge 40',
    'Edge 40 Neo',
    'Edge 30',
    'Razr 40',
  ],
  Xiaomi: [
    'Redmi Note 13',
    'Redmi Note 12',
    'Redmi 13C',
    'Redmi 12',
    'Redmi Note 13 Pro',
    'Redmi 12C',
    'Redmi Note 11',
    'Redmi A3',
    'Redmi 10',
    'Redmi Note 10',
    'Poco X6',
    'Poco X5 Pro',
    'Poco M6 Pro',
    'Xiaomi 13T',
    'Xiaomi 14',
    'Redmi 9A',
  ],
  Apple: [
    'iPhone 13',
    'iPhone 11',
    'iPhone 14',
    'iPhone 15',
    'iPhone 12',
    'iPhone 15 Pro Max',
    'iPhone 14 Pro Max',
    'iPhone 13 Pro',
    'iPhone XR',
    'iPhone 15 Pro',
    'iPhone SE (2022)',
    'iPhone 12 Pro',
    'iPhone 14 Plus',
    'iPhone 16',
    'iPhone 16 Pro',
  ],
  Huawei: ['Y9 Prime 2019', 'P30 Lite', 'Y7a', 'Nova 11i', 'P40 Lite', 'Y9a', 'Nova 9', 'Mate 20 Lite'],
  Oppo: ['A58', 'A78', 'A18', 'A38', 'Reno 11 F', 'Reno 10', 'A17', 'A57'],
  Realme: ['C55', 'C53', 'C51', 'C67', '11', '12 Pro', 'Note 50', 'C35'],
  Google: ['Pixel 8', 'Pixel 7a', 'Pixel 8 Pro', 'Pixel 7', 'Pixel 6a', 'Pixel 9'],
  Nokia: ['G21', 'C32', 'G22', 'C22', 'G42', 'C21 Plus'],
  LG: ['K62', 'K52', 'K42', 'K22', 'Velvet', 'K41S'],
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
  for (const [brand, names] of Object.entries(MODELS_BY_BRAND)) {
    names.forEach((name, rank) => {
      const weight = ((BRAND_WEIGHT[brand] ?? 1) * (0.5 + random.next())) / (rank + 1);
      models.push({ model: `${brand} ${name}`, brand, weight });
    });
  }
  return models.sort((a, b) => b.weight - a.weight).map(({ model, brand }) => ({ model, brand }));
}
