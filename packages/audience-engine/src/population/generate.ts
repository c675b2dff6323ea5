import { SOCIO_ECONOMIC_LEVELS } from '@adcontrol/domain/audiences/audience';
import { appCatalog, modelCatalog } from './catalog-data';
import { MARKET_COUNTRIES, MARKETS } from './markets';
import { Random, WeightedPicker, zipfWeights } from './random';
import {
  type DeviceBatch,
  GENDER_CODE,
  type PopulationCatalog,
  type PopulationInfo,
  SEEN_PLACES,
} from './schema';
import { type City, carriersOf, citiesOf } from './world';

export interface GenerateOptions {
  devices: number;
  seed: number;
  /** Devices per batch (and per Arrow record batch). */
  batchSize?: number;
  /** Apps in the catalog; the long tail is synthetic. */
  apps?: number;
}

const KM_PER_DEGREE = 111.32;
const LANGUAGES = ['es', 'en', 'pt'];

interface CountryPlan {
  code: number;
  cities: City[];
  cityPicker: WeightedPicker;
  carrierCodes: number[];
  carrierPicker: WeightedPicker;
  languagePicker: WeightedPicker;
  languageCodes: number[];
}

/** The catalog and the per-country multipliers of a population, known before any device is made. */
export function populationInfo(options: GenerateOptions): PopulationInfo {
  const countries = [...MARKET_COUNTRIES];
  const share = countryShares(countries);
  const multipliers = countries.map((country, index) => {
    const market = MARKETS[country as keyof typeof MARKETS];
    const panel = Math.max(1, options.devices * (share[index] ?? 0));
    return Math.round(((market.people * 1e6 * market.smartphones) / panel) * 1000) / 1000;
  });
  const catalog: PopulationCatalog = {
    countries,
    multipliers,
    languages: LANGUAGES,
    models: modelCatalog(options.seed),
    carriers: countries.flatMap((country) => carriersOf(country)),
    apps: appCatalog(options.apps ?? 2000, options.seed),
    socioEconomicLevels: [...SOCIO_ECONOMIC_LEVELS],
  };
  return { devices: options.devices, seed: options.seed, catalog };
}

function countryShares(countries: readonly string[]): number[] {
  const people = countries.map((country) => MARKETS[country as keyof typeof MARKETS].people);
  const total = people.reduce((sum, value) => sum + value, 0);
  return people.map((value) => value / total);
}

/** Makes the population in batches, device after device; the same seed gives the same devices. */
export function* generateBatches(info: PopulationInfo, options: GenerateOptions): Generator<DeviceBatch> {
  const random = new Random(options.seed);
  const { catalog } = info;
  const plans = catalog.countries.map((country, code) => planCountry(catalog, country, code));
  const countryPicker = new WeightedPicker(countryShares(catalog.countries));
  const modelPicker = new WeightedPicker(zipfWeights(catalog.models.length, 1.05));
  const appPicker = new WeightedPicker(zipfWeights(catalog.apps.length, 0.95));
  const levelPicker = new WeightedPicker([0.1, 0.2, 0.3, 0.28, 0.12]);
  const batchSize = options.batchSize ?? 262_144;
  const segments = homeSegments(random, plans, countryPicker, options.devices);
  let segment = -1;
  let remaining = 0;
  for (let start = 0; start < options.devices; start += batchSize) {
    const length = Math.min(batchSize, options.devices - start);
    const batch = emptyBatch(length);
    const apps: number[] = [];
    for (let row = 0; row < length; row += 1) {
      while (remaining === 0) {
        segment += 1;
        remaining = segments.counts[segment] ?? 0;
      }
      remaining -= 1;
      const plan = plans[segments.countries[segment] ?? 0] as CountryPlan;
      const city = plan.cities[segments.cities[segment] ?? 0] as City;
      batch.deviceId[row] = start + row;
      batch.adId?.push(advertisingId(random));
      batch.country[row] = plan.code;
      const spread = 1.5 + 0.9 * Math.sqrt(city.population / 100_000);
      const [homeLat, homeLon] = around(random, city.lat, city.lon, spread);
      batch.homeLat[row] = homeLat;
      batch.homeLon[row] = homeLon;
      for (let place = 0; place < SEEN_PLACES; place += 1) {
        const [lat, lon] = seenPlace(random, plan, homeLat, homeLon, city, spread);
        batch.seenLat[row * SEEN_PLACES + place] = lat;
        batch.seenLon[row * SEEN_PLACES + place] = lon;
      }
      batch.model[row] = modelPicker.pick(random);
      batch.carrier[row] = plan.carrierCodes[plan.carrierPicker.pick(random)] ?? 0;
      batch.language[row] = plan.languageCodes[plan.languagePicker.pick(random)] ?? 0;
      const genderDraw = random.next();
      batch.gender[row] = genderDraw < 0.46 ? GENDER_CODE.male : genderDraw < 0.9 ? GENDER_CODE.female : 0;
      batch.age[row] = Math.max(13, Math.min(90, Math.round(34 + 13 * random.normal())));
      batch.socioEconomicLevel[row] = levelPicker.pick(random);
      batch.battery[row] = random.int(101);
      drawApps(random, appPicker, apps);
      batch.appOffsets[row + 1] = apps.length;
    }
    batch.apps = Uint16Array.from(apps);
    yield batch;
  }
}

/**
 * How many devices live in each town, drawn at random by population; devices are then numbered country by
 * country and town by town, as a data team would sort a panel, so that ids of one market or one town are
 * close together and their bitmaps compact.
 */
function homeSegments(random: Random, plans: CountryPlan[], countryPicker: WeightedPicker, devices: number) {
  const perCountry = new Array<number>(plans.length).fill(0);
  for (let device = 0; device < devices; device += 1) {
    const country = countryPicker.pick(random);
    perCountry[country] = (perCountry[country] ?? 0) + 1;
  }
  const segments = { countries: [] as number[], cities: [] as number[], counts: [] as number[] };
  plans.forEach((plan, country) => {
    const perCity = new Array<number>(plan.cities.length).fill(0);
    for (let device = 0; device < (perCountry[country] ?? 0); device += 1) {
      const city = plan.cityPicker.pick(random);
      perCity[city] = (perCity[city] ?? 0) + 1;
    }
    perCity.forEach((count, city) => {
      if (count === 0) return;
      segments.countries.push(country);
      segments.cities.push(city);
      segments.counts.push(count);
    });
  });
  return segments;
}

function planCountry(catalog: PopulationCatalog, country: string, code: number): CountryPlan {
  const cities = citiesOf(country);
  const carrierCodes = catalog.carriers.flatMap((carrier, index) =>
    carrier.country === country ? [index] : [],
  );
  const spoken = MARKETS[country as keyof typeof MARKETS].languages;
  const languageCodes = Object.keys(spoken).map((language) => catalog.languages.indexOf(language));
  return {
    code,
    cities,
    cityPicker: new WeightedPicker(cities.map((city) => city.population)),
    carrierCodes,
    carrierPicker: new WeightedPicker(zipfWeights(carrierCodes.length, 1.3)),
    languageCodes,
    languagePicker: new WeightedPicker(Object.values(spoken)),
  };
}

function emptyBatch(length: number): DeviceBatch {
  return {
    length,
    deviceId: new Uint32Array(length),
    adId: [],
    country: new Uint8Array(length),
    homeLat: new Float32Array(length),
    homeLon: new Float32Array(length),
    seenLat: new Float32Array(length * SEEN_PLACES),
    seenLon: new Float32Array(length * SEEN_PLACES),
    model: new Uint16Array(length),
    carrier: new Uint16Array(length),
    language: new Uint8Array(length),
    gender: new Uint8Array(length),
    age: new Uint8Array(length),
    socioEconomicLevel: new Uint8Array(length),
    battery: new Uint8Array(length),
    appOffsets: new Int32Array(length + 1),
    apps: new Uint16Array(0),
  };
}

/** A point about `spreadKm` around a centre (normal in each direction). */
function around(random: Random, lat: number, lon: number, spreadKm: number): [number, number] {
  const dLat = (random.normal() * spreadKm) / KM_PER_DEGREE;
  const dLon = (random.normal() * spreadKm) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return [Math.fround(clamp(lat + dLat, -89.9, 89.9)), Math.fround(clamp(lon + dLon, -180, 180))];
}

function seenPlace(
  random: Random,
  plan: CountryPlan,
  homeLat: number,
  homeLon: number,
  city: City,
  spread: number,
): [number, number] {
  const draw = random.next();
  if (draw < 0.6) return around(random, homeLat, homeLon, 2);
  if (draw < 0.9) return around(random, city.lat, city.lon, spread);
  const other = plan.cities[plan.cityPicker.pick(random)] as City;
  return around(random, other.lat, other.lon, 1.5 + 0.9 * Math.sqrt(other.population / 100_000));
}

/** 2 to about 60 distinct apps, drawn by popularity. */
function drawApps(random: Random, picker: WeightedPicker, into: number[]): void {
  const wanted = 2 + Math.min(58, Math.floor(-Math.log(1 - random.next()) * 13));
  const first = into.length;
  let attempts = 0;
  while (into.length - first < wanted && attempts < wanted * 4) {
    attempts += 1;
    const app = picker.pick(random);
    let isNew = true;
    for (let index = first; index < into.length; index += 1) {
      if (into[index] === app) {
        isNew = false;
        break;
      }
    }
    if (isNew) into.push(app);
  }
}

function advertisingId(random: Random): string {
  const hex = (bits: number) =>
    random
      .int(2 ** bits)
      .toString(16)
      .padStart(bits / 4, '0');
  return `${hex(32)}-${hex(16)}-4${hex(12)}-${(8 + random.int(4)).toString(16)}${hex(12)}-${hex(24)}${hex(24)}`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
