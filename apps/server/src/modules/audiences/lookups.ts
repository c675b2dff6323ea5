import { carriersOf } from '@adcontrol/audience-engine/population/world';
import type { Carrier, DeviceModel } from '@adcontrol/domain/audiences/audience';
import { foldForSearch } from '@adcontrol/domain/rules/search';
import type { CatalogView } from './population-catalog';

/** Most device models a search answers. */
export const DEVICE_SEARCH_LIMIT = 50;

/**
 * Mobile operators by country (ARCHITECTURE 8). The offline default reads the MCC/MNC list the device
 * populations draw their carriers from (npm `mcc-mnc-list`), so every operator offered is one devices have.
 */
export interface CarrierDirectory {
  carriersOf(countries: readonly string[]): Promise<Carrier[]>;
}

export function createMccMncCarrierDirectory(): CarrierDirectory {
  const byCountry = new Map<string, Carrier[]>();
  const ofCountry = (country: string) => {
    let list = byCountry.get(country);
    if (!list) {
      list = carriersOf(country)
        .filter((entry) => /^\d{3}$/.test(entry.mcc) && /^\d{2,3}$/.test(entry.mnc))
        .map((entry) => ({
          name: carrierName(entry.name).slice(0, 120),
          mcc: entry.mcc,
          mnc: entry.mnc,
          value: `${entry.mcc}-${entry.mnc}`,
        }));
      byCountry.set(country, list);
    }
    return list;
  };
  return {
    async carriersOf(countries) {
      return [...new Set(countries.map((code) => code.toUpperCase()))].flatMap(ofCountry);
    },
  };
}

/**
 * An operator's name as people read it. The MCC/MNC list joins some shared networks' brands without a space
 * ("Colo-Colo MóvilWanderers Móvil"): where a lower-case letter runs into a capital and both sides are names
 * of several words, they are two brands ("Colo-Colo Móvil / Wanderers Móvil"); a single word that does the same
 * is a brand's own spelling (TeleCable, FreedomPop) and stays. A name written all in lower case at its start
 * ("entel", "móvil Falabella") starts with a capital, as the same brands do in other countries.
 */
export function carrierName(raw: string): string {
  const name = raw.trim();
  const parts: string[] = [];
  let start = 0;
  for (const match of name.matchAll(/\p{Ll}(?=\p{Lu})/gu)) {
    const cut = match.index + 1;
    if (name.slice(start, cut).includes(' ') && name.slice(cut).includes(' ')) {
      parts.push(name.slice(start, cut));
      start = cut;
    }
  }
  parts.push(name.slice(start));
  return parts
    .map((part) => (/^\p{Ll}+(\s|$)/u.test(part) ? `${part[0]?.toUpperCase()}${part.slice(1)}` : part))
    .join(' / ');
}

/** Device models whose name or brand contains the search (accent- and case-insensitive), commonest first. */
export async function searchDeviceModels(catalog: CatalogView, search: string): Promise<DeviceModel[]> {
  const wanted = foldForSearch(search);
  const devices = await catalog.devices('model');
  const found = catalog.models
    .map((entry, code) => ({ entry, devices: devices?.[code] }))
    .filter(
      ({ entry }) =>
        wanted === '' ||
        foldForSearch(entry.model).includes(wanted) ||
        foldForSearch(entry.brand).includes(wanted),
    );
  if (devices) found.sort((a, b) => (b.devices ?? 0) - (a.devices ?? 0));
  return found.slice(0, DEVICE_SEARCH_LIMIT).map(({ entry, devices: count }) => ({
    model: entry.model,
    brand: entry.brand,
    ...(count === undefined ? {} : { devices: count }),
  }));
}
