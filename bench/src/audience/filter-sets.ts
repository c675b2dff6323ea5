import { APP_CATEGORIES } from '@adcontrol/audience-engine/population/catalog-data';
import { Random, WeightedPicker } from '@adcontrol/audience-engine/population/random';
import type { PopulationCatalog } from '@adcontrol/audience-engine/population/schema';
import { type City, citiesOf } from '@adcontrol/audience-engine/population/world';
import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import { AGE_RANGE_IDS, audienceFilters, SOCIO_ECONOMIC_LEVELS } from '@adcontrol/domain/audiences/audience';

export interface FilterSet {
  id: number;
  points: number;
  filters: AudienceFilters;
  ignoreMultiplier: boolean;
}

/** How many points the sets with points carry: most a few, some the 100 a bulk upload brings. */
const POINT_COUNTS = [1, 1, 2, 3, 5, 8, 10, 15, 20, 30, 50, 75, 100, 100, 100];

/**
 * A fixed, seeded list of audiences like the ones people build: one to three markets or points around a
 * market's towns, apps, carriers and models of that market, demographics. Half of them have points.
 */
export function filterSets(catalog: PopulationCatalog, count = 240, seed = 2026): FilterSet[] {
  const random = new Random(seed);
  const countryPicker = new WeightedPicker([1, 1.4, 1.4, 2.5, 1, 0.4, 1.6, 3]);
  const cityCache = new Map<string, City[]>();
  const chance = (probability: number) => random.next() < probability;
  const pickSome = <T>(values: readonly T[], max: number) => {
    const wanted = 1 + random.int(max);
    const chosen = new Set<T>();
    while (chosen.size < Math.min(wanted, values.length)) chosen.add(values[random.int(values.length)] as T);
    return [...chosen];
  };
  const sets: FilterSet[] = [];
  for (let id = 0; id < count; id += 1) {
    const country = catalog.countries[countryPicker.pick(random)] ?? 'CL';
    const withPoints = id % 2 === 1;
    const points = withPoints ? (POINT_COUNTS[random.int(POINT_COUNTS.length)] ?? 1) : 0;
    const cities = cityCache.get(country) ?? citiesOf(country, 50_000).slice(0, 40);
    cityCache.set(country, cities);
    const coordinates: Record<string, unknown>[] = [];
    if (withPoints) {
      for (let index = 0; index < points; index += 1) {
        const city = cities[
          Math.min(cities.length - 1, Math.floor(random.next() ** 2 * cities.length))
        ] as City;
        const radius = [200, 500, 1_000, 2_000, 5_000][random.int(5)] ?? 1_000;
        coordinates.push({
          type: 'point',
          center: {
            lat: city.lat + (random.next() - 0.5) * 0.1,
            lng: city.lon + (random.next() - 0.5) * 0.1,
          },
          ...(chance(0.5) ? { radio: radius } : { meters: radius }),
          included: !chance(0.08),
        });
      }
    } else {
      for (const code of chance(0.25) ? pickSome(catalog.countries, 3) : [country]) {
        coordinates.push({ type: 'country', countryCode: code, included: true });
      }
    }
    const carriers = catalog.carriers.filter((carrier) => carrier.country === country).slice(0, 6);
    const raw = {
      geolocalization: { coordinates, residentes: chance(0.3), indistinto: true },
      applications: {
        installed: chance(0.45)
          ? pickSome(
              catalog.apps.slice(0, 300).map((app) => app.package),
              4,
            )
          : [],
        notInstalled: chance(0.15)
          ? pickSome(
              catalog.apps.slice(0, 100).map((app) => app.package),
              2,
            )
          : [],
        requiredAllInstalled: chance(0.3),
        requiredAllNotInstalled: chance(0.7),
        category: chance(0.1) ? pickSome(APP_CATEGORIES, 2) : [],
      },
      devices: {
        models: chance(0.2)
          ? pickSome(
              catalog.models.slice(0, 120).map((model) => model.model),
              8,
            )
          : [],
        carriers: chance(0.25) && carriers.length > 0 ? pickSome(carriers, 2) : [],
        languages: chance(0.1) ? pickSome(catalog.languages, 1) : [],
        ...(chance(0.1) ? { batteryMin: 20 + random.int(30), batteryMax: 60 + random.int(41) } : {}),
      },
      demographics: {
        genreMale: chance(0.3),
        genreFemale: chance(0.3),
        ageRanges: chance(0.4) ? pickSome(AGE_RANGE_IDS, 3) : [],
        socioEconomicLevels: chance(0.2) ? pickSome(SOCIO_ECONOMIC_LEVELS, 2) : [],
      },
    };
    sets.push({ id, points, filters: audienceFilters.parse(raw), ignoreMultiplier: chance(0.1) });
  }
  return sets;
}
