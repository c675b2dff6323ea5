import type { AudienceCounter, CountedAttribute } from '@adcontrol/audience-engine/audience-counter';
import { modelCatalog } from '@adcontrol/audience-engine/population/catalog-data';
import type { PopulationCatalog } from '@adcontrol/audience-engine/population/schema';
import type { AudienceEngineHolder } from './engine-holder';
import { DEFAULT_POPULATION_SEED } from './engine-holder';

/**
 * What the lookups offer comes from the population the counts run on, so every model, app and carrier a
 * picker shows is one its devices can have. Until the engine is ready the default population's catalogue
 * answers, without device counts.
 */
export interface CatalogView {
  models: PopulationCatalog['models'];
  apps: PopulationCatalog['apps'];
  /** Devices per catalog code, when the engine is ready. */
  devices(attribute: CountedAttribute): Promise<number[] | null>;
}

const counted = new WeakMap<AudienceCounter, Map<CountedAttribute, Promise<number[]>>>();

function devicesOf(counter: AudienceCounter, attribute: CountedAttribute): Promise<number[]> {
  let perAttribute = counted.get(counter);
  if (!perAttribute) {
    perAttribute = new Map();
    counted.set(counter, perAttribute);
  }
  let devices = perAttribute.get(attribute);
  if (!devices) {
    devices = counter.devicesPer(attribute);
    perAttribute.set(attribute, devices);
    devices.catch(() => perAttribute.delete(attribute));
  }
  return devices;
}

let defaultModels: PopulationCatalog['models'] | undefined;

export async function catalogView(holder: AudienceEngineHolder): Promise<CatalogView> {
  if (holder.status().state === 'ready') {
    const counter = await holder.ready();
    return {
      models: counter.info.catalog.models,
      apps: counter.info.catalog.apps,
      devices: (attribute) => devicesOf(counter, attribute),
    };
  }
  defaultModels ??= modelCatalog(DEFAULT_POPULATION_SEED);
  return { models: defaultModels, apps: [], devices: async () => null };
}
