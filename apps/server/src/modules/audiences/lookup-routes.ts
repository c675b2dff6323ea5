import {
  listCarriers,
  listCarriersPublic,
  searchDevices,
  searchDevicesPublic,
} from '@adcontrol/domain/audiences/contracts';
import {
  type PlaystoreAppsResponse,
  searchPlaystoreApps,
  searchPlaystoreAppsPublic,
} from '@adcontrol/domain/playstore/contracts';
import type { FastifyInstance } from 'fastify';
import { type AppDirectory, createWellKnownAppDirectory } from './app-directory';
import { type CarrierDirectory, createMccMncCarrierDirectory, searchDeviceModels } from './lookups';
import { catalogView } from './population-catalog';

const codes = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

export interface LookupSources {
  carriers: CarrierDirectory;
  apps: AppDirectory;
}

/**
 * The audience form's pickers and their public variants: carriers by country, device models, and apps by
 * title or package, each with its panel devices when the engine is ready (docs/decisions/017).
 */
export async function audienceLookupRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const engine = api.audienceEngine;
  const sources: LookupSources = {
    carriers: createMccMncCarrierDirectory(),
    apps: createWellKnownAppDirectory(),
  };
  const limited = api.publicLimit;
  const carriersOf = async (iso: string) => sources.carriers.carriersOf(codes(iso));
  router.route(listCarriers, async ({ query }) => carriersOf(query.iso));
  router.route(listCarriersPublic, async ({ query }) => carriersOf(query.iso), limited);

  const devices = async (search: string) => searchDeviceModels(await catalogView(engine), search);
  router.route(searchDevices, async ({ query }) => devices(query.search));
  router.route(searchDevicesPublic, async ({ query }) => devices(query.search), limited);

  async function apps(query: {
    term: string;
    countries?: string | undefined;
    packages?: string | undefined;
  }): Promise<PlaystoreAppsResponse> {
    const found = query.packages
      ? await sources.apps.byPackages(codes(query.packages))
      : await sources.apps.search(query.term, codes(query.countries));
    const catalog = await catalogView(engine);
    const installs = await catalog.devices('app');
    if (!installs) return found;
    const codeOf = new Map(catalog.apps.map((app, code) => [app.package, code]));
    return found.map((app) => {
      const code = codeOf.get(app.packageName);
      return code === undefined ? app : { ...app, installs: installs[code] ?? 0 };
    });
  }
  router.route(searchPlaystoreApps, async ({ query }) => apps(query));
  router.route(searchPlaystoreAppsPublic, async ({ query }) => apps(query), limited);
}
