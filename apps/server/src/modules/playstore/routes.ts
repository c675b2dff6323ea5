import {
  type PlaystoreAppsResponse,
  searchPlaystoreApps,
  searchPlaystoreAppsPublic,
} from '@adcontrol/domain/playstore/contracts';
import type { ContractRouter, RouteOptions } from '../../contract/register';
import type { AudienceEngineHolder } from '../audiences/engine-holder';
import { catalogView } from '../audiences/population-catalog';
import type { AppDirectory } from './app-directory';

const codes = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/** GET /playstore/apps and its public variant: apps by title or package, with their panel installs when known. */
export function registerPlaystoreRoutes(
  router: ContractRouter,
  directory: AppDirectory,
  engine: AudienceEngineHolder,
  limited: RouteOptions,
): void {
  async function search(query: {
    term: string;
    countries?: string | undefined;
  }): Promise<PlaystoreAppsResponse> {
    const apps = await directory.search(query.term, codes(query.countries));
    const catalog = await catalogView(engine);
    const installs = await catalog.devices('app');
    if (!installs) return apps;
    const codeOf = new Map(catalog.apps.map((app, code) => [app.package, code]));
    return apps.map((app) => {
      const code = codeOf.get(app.packageName);
      return code === undefined ? app : { ...app, installs: installs[code] ?? 0 };
    });
  }
  router.route(searchPlaystoreApps, async ({ query }) => search(query));
  router.route(searchPlaystoreAppsPublic, async ({ query }) => search(query), limited);
}
