import { WELL_KNOWN_APPS } from '@adcontrol/audience-engine/population/well-known-apps';
import type { PlaystoreApp } from '@adcontrol/domain/playstore/app';
import { foldForSearch } from '@adcontrol/domain/rules/search';

/** Most apps a search answers. */
export const APP_SEARCH_LIMIT = 50;

/**
 * The apps audiences can target (ARCHITECTURE 8). The offline default is the catalogue of well-known apps the
 * device populations install (packages/audience-engine), with their store titles, categories and markets; a
 * store-backed directory would implement the same interface.
 */
export interface AppDirectory {
  search(term: string, countries: readonly string[]): Promise<Omit<PlaystoreApp, 'installs'>[]>;
  /** The apps of these package names that the directory knows, in any market. */
  byPackages(packages: readonly string[]): Promise<Omit<PlaystoreApp, 'installs'>[]>;
}

export function createWellKnownAppDirectory(): AppDirectory {
  const entries = WELL_KNOWN_APPS.map((app) => ({
    app,
    key: `${foldForSearch(app.title)}\n${app.package.toLowerCase()}`,
  }));
  const toApp = (app: (typeof WELL_KNOWN_APPS)[number]) => ({
    packageName: app.package,
    title: app.title,
    category: app.category,
    icon: null,
  });
  return {
    async byPackages(packages) {
      const wanted = new Set(packages);
      return WELL_KNOWN_APPS.filter((app) => wanted.has(app.package))
        .slice(0, APP_SEARCH_LIMIT)
        .map(toApp);
    },
    async search(term, countries) {
      const wanted = foldForSearch(term);
      const markets = new Set(countries.map((code) => code.toUpperCase()));
      return entries
        .filter(({ app, key }) => {
          if (markets.size > 0 && !app.countries.some((country) => markets.has(country))) return false;
          return wanted === '' || key.includes(wanted);
        })
        .slice(0, APP_SEARCH_LIMIT)
        .map(({ app }) => toApp(app));
    },
  };
}
