import { modelCatalog } from '@adcontrol/audience-engine/population/catalog-data';
import type { CountryCode, Role } from '@adcontrol/domain/shared/enums';
import type { AudienceFilters, GeoCoordinate } from '../json-types';
import type { audiences } from '../schema';
import type { AccountRow } from './accounts';
import { SEGMENTS, type Segment } from './catalog';
import type { SeedContext } from './context';
import { MARKETS, type Market, marketOf } from './markets';
import { unique } from './text';
import { addDays, earliest, latest } from './time';

export type AudienceRow = typeof audiences.$inferInsert & { id: number; createdAt: Date };

export interface SeededAudience {
  row: AudienceRow;
  country: CountryCode;
  segment: Segment;
}

/** Age bands in SPEC order with the share of mobile users in each. */
export const AGE_SHARES = {
  '-18': 0.05,
  '18-24': 0.2,
  '25-34': 0.27,
  '35-44': 0.22,
  '45-54': 0.14,
  '55-65': 0.09,
  '+66': 0.03,
};

const OWNER_ROLES: readonly Role[] = ['admin', 'analyst', 'country_manager', 'seller', 'super_seller'];
/** How many audiences each demo account owns, so every role with the Audience menu sees its own. */
const DEMO_OWNED: Partial<Record<Role, number>> = {
  analyst: 6,
  seller: 4,
  super_seller: 3,
  country_manager: 3,
  admin: 2,
};
const TOTAL = 40;
/** The most common models of the server's default population, so seeded audiences reach its devices. */
const DEVICE_MODELS = modelCatalog(1)
  .slice(0, 12)
  .map((entry) => entry.model);

export function buildAudiences(
  ctx: SeedContext,
  accounts: AccountRow[],
  demo: Record<Role, number>,
): SeededAudience[] {
  const { rng } = ctx;
  const owners: AccountRow[] = [];
  for (const [role, count] of Object.entries(DEMO_OWNED) as [Role, number][]) {
    const owner = accounts.find((account) => account.id === demo[role]);
    for (let i = 0; owner && i < count; i++) owners.push(owner);
  }
  const others = accounts.filter((a) => OWNER_ROLES.includes(a.role) && !Object.values(demo).includes(a.id));
  while (owners.length < TOTAL) owners.push(rng.pick(others));

  const names = new Set<string>();
  return owners.map((owner, index) => {
    const market = owner.country ? marketOf(owner.country) : rng.pick(MARKETS);
    const segment = rng.pick(SEGMENTS);
    const { filters, placeName } = audienceFilters(ctx, market, segment);
    const drafted = addDays(ctx.now, -rng.float(3, 150));
    const createdAt = latest(drafted, owner.createdAt);
    const name = unique(`${segment[market.language]} ${placeName}`, names);
    const row: AudienceRow = {
      id: index + 1,
      ownerId: owner.id,
      name,
      filters,
      options: { ignoreMultiplier: rng.chance(0.1) },
      // Counted by the engine once it is ready (countOwedSizes), so the list says what the builder counts.
      size: null,
      createdAt,
      updatedAt: earliest(ctx.now, addDays(createdAt, rng.chance(0.4) ? rng.float(0, 2) : 0)),
    };
    return { row, country: market.country, segment };
  });
}

function audienceFilters(ctx: SeedContext, market: Market, segment: Segment) {
  const { rng } = ctx;
  const wholeCountry = rng.chance(0.3);
  const cities = wholeCountry ? [] : rng.sample(market.cities, rng.int(1, 2));
  const coordinates: GeoCoordinate[] = wholeCountry
    ? [{ type: 'country', countryCode: market.country, included: true, name: market.name }]
    : cities.map((city) => ({
        type: 'point',
        countryCode: market.country,
        included: true,
        name: city.name,
        center: { lat: city.lat, lng: city.lng },
        radio: rng.pick([1_000, 2_000, 5_000, 10_000, 20_000]),
      }));
  const residentes = rng.chance(0.3);
  const installed = rng.chance(0.6) ? rng.sample(segment.apps, rng.int(1, 2)) : [];
  const carriers = rng.chance(0.3) ? rng.sample(market.carriers, rng.int(1, 2)) : [];
  const models = rng.chance(0.2) ? rng.sample(DEVICE_MODELS, rng.int(2, 3)) : [];
  const onlyTopLevels = rng.chance(0.25);
  const filters: AudienceFilters = {
    geolocalization: { coordinates, residentes, indistinto: !residentes, defaultRadio: 100 },
    applications: {
      installed,
      notInstalled: [],
      requiredAllInstalled: installed.length > 1 && rng.chance(0.3),
      requiredAllNotInstalled: false,
      category: rng.chance(0.5) ? [...segment.categories] : [],
    },
    devices: {
      models,
      carriers,
      languages: rng.chance(0.2) ? [market.language] : [],
      batteryMin: rng.chance(0.1) ? 20 : 0,
      batteryMax: 100,
    },
    demographics: {
      genreMale: segment.gender !== 'female',
      genreFemale: segment.gender !== 'male',
      ageRanges: [...segment.ages],
      socioEconomicLevels: onlyTopLevels ? ['ABC1', 'C2'] : [],
    },
  };
  // The draw that once scaled an invented size, kept so every later draw, and so the rest of the demo, stays
  // the same: sizes are counted by the engine now.
  if (installed.length) rng.float(0.15, 0.45);
  const and = market.language === 'en' ? ' and ' : ' y ';
  const placeName = wholeCountry ? market.name : cities.map((city) => city.name).join(and);
  return { filters, placeName };
}
