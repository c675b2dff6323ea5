import type { IpGeolocation } from './ip-geolocation';

const TIMEOUT_MS = 2_000;
const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * An IP-geolocation web service. `urlTemplate` holds `{ip}`; the answer is either a bare two-letter code or JSON
 * with `country_code`, `countryCode` or `country`. Any failure falls back to `fallback`, so a slow or absent
 * service only costs the default country, never the request.
 */
export function createHttpIpGeolocation(urlTemplate: string, fallback: IpGeolocation): IpGeolocation {
  return {
    async countryOf(ip) {
      try {
        const response = await fetch(urlTemplate.replace('{ip}', encodeURIComponent(ip)), {
          headers: { accept: 'application/json, text/plain' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return fallback.countryOf(ip);
        const country = readCountry(await response.text());
        return country ?? fallback.countryOf(ip);
      } catch {
        return fallback.countryOf(ip);
      }
    },
  };
}

function readCountry(text: string): string | null {
  const trimmed = text.trim();
  if (COUNTRY.test(trimmed)) return trimmed.toUpperCase();
  try {
    const body = JSON.parse(trimmed) as Record<string, unknown>;
    for (const key of ['country_code', 'countryCode', 'country']) {
      const value = body[key];
      if (typeof value === 'string' && COUNTRY.test(value)) return value.toUpperCase();
    }
  } catch {
    // Not JSON either: no country.
  }
  return null;
}
