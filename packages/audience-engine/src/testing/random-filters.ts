import {
  AGE_RANGE_IDS,
  type AudienceFilters,
  audienceFilters,
  SOCIO_ECONOMIC_LEVELS,
} from '@adcontrol/domain/audiences/audience';
import fc from 'fast-check';
import type { DeviceBatch, PopulationInfo } from '../population/schema';

/**
 * Random audiences over a population: values drawn from its catalog (and a few it does not know), points
 * dropped on devices' homes with radii from a hundred metres to tens of kilometres, so circles hold devices
 * and some sit right on their edge.
 */
export function filtersArbitrary(info: PopulationInfo, batch: DeviceBatch): fc.Arbitrary<AudienceFilters> {
  const { catalog } = info;
  // Most filters are left unset in any one audience, as people do; otherwise nearly every audience is empty.
  const rarely = <T>(arbitrary: fc.Arbitrary<T>, unset: T) =>
    fc.integer({ min: 0, max: 4 }).chain((draw) => (draw < 4 ? fc.constant(unset) : arbitrary));
  const some = <T>(values: readonly T[], max = 4) =>
    rarely(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: max }), [] as T[]);
  const popularApps = catalog.apps.slice(0, 60).map((app) => app.package);
  const appNames = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...popularApps) },
    { weight: 1, arbitrary: fc.constant('com.not.in.population') },
  );
  const deviceRow = fc.integer({ min: 0, max: batch.length - 1 });
  const point = fc.record({
    row: deviceRow,
    dLat: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
    dLon: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
    radius: fc.oneof(fc.constant(undefined), fc.integer({ min: 100, max: 60_000 })),
    useMeters: fc.boolean(),
    included: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
    seenPlace: fc.boolean(),
  });
  const coordinate = fc.oneof(
    { weight: 4, arbitrary: point.map((spec) => pointAt(batch, spec)) },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('country' as const),
        countryCode: fc.constantFrom(...(catalog.countries as ['CL'])),
        included: fc.boolean(),
      }),
    },
  );
  const raw = fc.record({
    geolocalization: fc.record({
      coordinates: fc.array(coordinate, { maxLength: 4 }),
      residentes: fc.boolean(),
      indistinto: fc.boolean(),
      defaultRadio: fc.constantFrom(100, 2_000, 20_000),
    }),
    applications: fc.record({
      installed: fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        fc.uniqueArray(appNames, { maxLength: 3 }),
      ),
      notInstalled: fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        fc.uniqueArray(appNames, { maxLength: 3 }),
      ),
      requiredAllInstalled: fc.boolean(),
      requiredAllNotInstalled: fc.boolean(),
      category: some([...new Set(catalog.apps.map((app) => app.category))], 2),
    }),
    devices: fc
      .record({
        models: some(catalog.models.slice(0, 30).map((model) => model.model)),
        carriers: some(catalog.carriers.slice(0, 40), 3),
        languages: some(catalog.languages, 2),
        battery: rarely(
          fc
            .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
            .map(([a, b]) => [Math.min(a, b), Math.max(a, b)]),
          [0, 100],
        ),
      })
      .map(({ battery, carriers, ...rest }) => ({
        ...rest,
        carriers: carriers.map(({ name, mcc, mnc }) => ({ name, mcc, mnc })),
        batteryMin: battery[0] ?? 0,
        batteryMax: battery[1] ?? 100,
      })),
    demographics: fc.record({
      genreMale: rarely(fc.boolean(), false),
      genreFemale: rarely(fc.boolean(), false),
      ageRanges: some(AGE_RANGE_IDS, 3),
      socioEconomicLevels: some(SOCIO_ECONOMIC_LEVELS, 3),
    }),
  });
  return raw.map((value) => audienceFilters.parse(value));
}

function pointAt(
  batch: DeviceBatch,
  spec: {
    row: number;
    dLat: number;
    dLon: number;
    radius: number | undefined;
    useMeters: boolean;
    included: boolean;
    seenPlace: boolean;
  },
) {
  const lat = spec.seenPlace ? (batch.seenLat[spec.row * 3] ?? 0) : (batch.homeLat[spec.row] ?? 0);
  const lon = spec.seenPlace ? (batch.seenLon[spec.row * 3] ?? 0) : (batch.homeLon[spec.row] ?? 0);
  const radius =
    spec.radius === undefined ? {} : spec.useMeters ? { meters: spec.radius } : { radio: spec.radius };
  return {
    type: 'point' as const,
    center: { lat: lat + spec.dLat, lng: lon + spec.dLon },
    included: spec.included,
    ...radius,
  };
}
