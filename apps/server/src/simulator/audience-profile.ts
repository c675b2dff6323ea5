import { WELL_KNOWN_APPS } from '@adcontrol/audience-engine/population/well-known-apps';
import { AGE_RANGE_IDS } from '@adcontrol/domain/audiences/audience';
import type { CountryCode } from '@adcontrol/domain/shared/enums';
import { AGE_SHARES } from '../db/seed/audiences';
import { MARKETS } from '../db/seed/markets';
import type { LinkedCampaign } from '../modules/delivery/changes';
import { unitHash } from './mix';

/*
 * Who sees a campaign on a simulated server (docs/decisions/032): the countries, genders and age bands of its
 * creatives' audiences, the towns of those countries (the demo's markets) and the well-known apps of the audience
 * engine's population offered there. Everything is derived from the campaign's id, so it is stable.
 */

export interface Profile {
  regions: { country: string; region: string; weight: number }[];
  apps: { app: string; appName: string; weight: number }[];
  maleShare: number;
  genderKnown: number;
  ageKnown: number;
  /** Weight of each SPEC 5 age band, in AGE_RANGE_IDS order. */
  ageWeights: number[];
  /** The devices the campaign may reach on this server: its audience in the server's share; null unbounded. */
  audience: number | null;
}

/** Younger users click more (the demo's statistics assume the same). */
export const AGE_CTR = [1.15, 1.25, 1.1, 1, 0.9, 0.8, 0.7];
const APPS_SHOWN = 6;

export function profileOf(campaignId: number, campaign: LinkedCampaign): Profile {
  const audiences = campaign.creatives.flatMap((creative) => (creative.audience ? [creative.audience] : []));
  const countries = [...new Set(audiences.flatMap((audience) => audience.countries))];
  const genders = new Set(audiences.flatMap((audience) => audience.genders));
  const ages = new Set(audiences.flatMap((audience) => audience.ages));
  const jitter = (salt: number) => 0.7 + 0.6 * unitHash(campaignId * 31 + salt);
  const regions = (countries.length > 0 ? countries : ['CL']).flatMap((country, c) => {
    const cities = MARKETS.find((market) => market.country === country)?.cities.slice(0, 4) ?? [];
    if (cities.length === 0) return [{ country, region: country, weight: 1 }];
    return cities.map((city, i) => ({
      country,
      region: city.name,
      weight: (i === 0 ? 3 : 1) * jitter(c * 10 + i),
    }));
  });
  const offered = WELL_KNOWN_APPS.filter(
    (app) => countries.length === 0 || countries.some((code) => app.countries.includes(code as CountryCode)),
  );
  const first = Math.floor(unitHash(campaignId) * Math.max(1, offered.length - APPS_SHOWN));
  const apps = offered.slice(first, first + APPS_SHOWN).map((app, rank) => ({
    app: app.package,
    appName: app.title,
    weight: jitter(100 + rank) / (rank + 1),
  }));
  // A campaign already delivering keeps the regions and apps it was shown in.
  const shown = campaign.baseline?.day;
  const sizes = campaign.creatives.map((creative) => creative.audienceSize ?? null);
  const known = sizes.filter((size): size is number => size !== null);
  const audience =
    known.length > 0 && known.length === sizes.length
      ? Math.floor(Math.max(...known) * (campaign.share ?? 1))
      : null;
  return {
    regions: shown?.regions.length
      ? shown.regions.map(({ country, region, impressions }) => ({ country, region, weight: impressions }))
      : regions,
    apps: shown?.apps.length
      ? shown.apps.map(({ app, appName, impressions }) => ({ app, appName, weight: impressions }))
      : apps,
    maleShare:
      genders.size === 1 ? (genders.has('male') ? 0.96 : 0.04) : 0.42 + 0.16 * unitHash(campaignId + 7),
    genderKnown: 0.8 + 0.1 * unitHash(campaignId + 11),
    ageKnown: 0.7 + 0.15 * unitHash(campaignId + 13),
    ageWeights: AGE_RANGE_IDS.map((band) => (ages.size === 0 || ages.has(band) ? AGE_SHARES[band] : 0)),
    audience,
  };
}
