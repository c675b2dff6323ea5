import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import { genderFilter } from '@adcontrol/domain/rules/audience-filters';
import type { TFunction } from 'i18next';
import { ageLabel } from './age-labels';

/**
 * An audience's definition in a few words ("2 countries · 3 points · 4 apps · female · 25–34, 35–44"), one
 * part per kind of filter, in the order the builder shows them.
 */
export function summariseFilters(filters: AudienceFilters, t: TFunction): string[] {
  const { geolocalization: geo, applications: apps, devices, demographics } = filters;
  const parts: string[] = [];
  const count = (key: string, value: number) =>
    value > 0 && parts.push(t(`audience.summary.${key}`, { count: value }));
  const included = geo.coordinates.filter((point) => point.included);
  count('countries', included.filter((point) => point.type === 'country').length);
  count('points', included.filter((point) => point.type !== 'country').length);
  count('excluded', geo.coordinates.length - included.length);
  count('apps', apps.installed.length);
  count('notInstalled', apps.notInstalled.length);
  count('categories', apps.category.length);
  count('models', devices.models.length);
  count('carriers', devices.carriers.length);
  count('languages', devices.languages.length);
  if (devices.batteryMin > 0 || devices.batteryMax < 100) {
    parts.push(t('audience.summary.battery', { min: devices.batteryMin, max: devices.batteryMax }));
  }
  const gender = genderFilter(demographics.genreMale, demographics.genreFemale);
  if (gender) parts.push(t(`audience.summary.${gender}`));
  if (demographics.ageRanges.length > 0) parts.push(demographics.ageRanges.map(ageLabel).join(', '));
  if (demographics.socioEconomicLevels.length > 0) {
    parts.push(t('audience.summary.levels', { levels: demographics.socioEconomicLevels.join(', ') }));
  }
  return parts;
}
