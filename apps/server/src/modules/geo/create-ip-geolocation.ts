import { createHttpIpGeolocation } from './http-ip-geolocation';
import type { IpGeolocation } from './ip-geolocation';
import { createOfflineIpGeolocation } from './offline-ip-geolocation';

/** The HTTP service when `IP_GEOLOCATION_URL` is set (falling back to the shipped table), else the table alone. */
export function createIpGeolocation(config: { ipGeolocationUrl: string | undefined }): IpGeolocation {
  const offline = createOfflineIpGeolocation();
  return config.ipGeolocationUrl ? createHttpIpGeolocation(config.ipGeolocationUrl, offline) : offline;
}
