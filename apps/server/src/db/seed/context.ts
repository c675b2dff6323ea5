import type { CountryCode } from '@adcontrol/domain/shared/enums';
import { base, en, en_US, es, es_MX, Faker } from '@faker-js/faker';
import { Random } from './random';

/** Everything a seed builder needs: one seeded generator, one clock and name generators per market. */
export interface SeedContext {
  rng: Random;
  now: Date;
  passwordHash: string;
  people(country: CountryCode | null): Faker;
}

const SEED = 20_240_917;

export function createSeedContext(now: Date, passwordHash: string): SeedContext {
  const latam = new Faker({ locale: [es_MX, es, en, base] });
  const spain = new Faker({ locale: [es, en, base] });
  const english = new Faker({ locale: [en_US, en, base] });
  latam.seed(SEED);
  spain.seed(SEED + 1);
  english.seed(SEED + 2);
  return {
    rng: new Random(SEED),
    now,
    passwordHash,
    people(country) {
      if (country === 'ES') return spain;
      if (country === 'US' || country === null) return english;
      return latam;
    },
  };
}
