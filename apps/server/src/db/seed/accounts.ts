import type { CountryCode, Role } from '@adcontrol/domain/shared/enums';
import type { accountAdvertiserLinks, accounts } from '../schema';
import { AGENCY_PATTERNS, INDUSTRIES, type Industry, REGIONAL_STEMS, SPANISH_STEMS } from './catalog';
import type { SeedContext } from './context';
import { MARKETS, type Market, marketOf } from './markets';
import { fill, slug, unique } from './text';
import { addDays, addMinutes, earliest } from './time';

export type AccountRow = typeof accounts.$inferInsert & { id: number; role: Role; createdAt: Date };
type LinkRow = typeof accountAdvertiserLinks.$inferInsert;

export interface Advertiser {
  id: number;
  country: CountryCode;
  company: string;
  industry: Industry;
  domain: string;
  /** Who sells to this advertiser: its parent when that is a seller or super seller. */
  sellerId: number | null;
  createdAt: Date;
}

export interface AccountsSeed {
  rows: AccountRow[];
  links: LinkRow[];
  /** Advertisers old enough to have run campaigns. */
  advertisers: Advertiser[];
  demo: Record<Role, number>;
}

interface Profile {
  firstName: string;
  lastName: string;
  company: string;
  country: CountryCode | null;
}

/** The six demo people; their company and country shape what they see after signing in. */
const DEMO_PROFILES: Record<Role, Profile> = {
  admin: { firstName: 'Carolina', lastName: 'Méndez', company: 'AdControl', country: 'CL' },
  advertiser: { firstName: 'Diego', lastName: 'Fuentes', company: 'Lácteos del Sur', country: 'CL' },
  seller: { firstName: 'Martina', lastName: 'Soto', company: 'Andes Media', country: 'CL' },
  super_seller: { firstName: 'Ricardo', lastName: 'Álvarez', company: 'Andes Media', country: 'CL' },
  country_manager: { firstName: 'Camila', lastName: 'Herrera', company: 'AdControl', country: 'CL' },
  analyst: { firstName: 'Lucas', lastName: 'Pereira', company: 'AdControl', country: null },
};
const NETWORK_DOMAIN = 'adcontrol.example';

/** Compound names (`María José`, `de la Cruz`) keep their first capitalised word. */
function firstWord(name: string): string {
  return name.split(' ').find((word) => /^\p{Lu}/u.test(word)) ?? name;
}

/** Hands out ids, unique e-mails and unique company names while the tree is built. */
class AccountTree {
  readonly rows: AccountRow[] = [];
  readonly advertisers: Advertiser[] = [];
  readonly #ctx: SeedContext;
  readonly #emails = new Set<string>();
  readonly #companies = new Set<string>();

  constructor(ctx: SeedContext) {
    this.#ctx = ctx;
  }

  byId(id: number): AccountRow {
    const row = this.rows[id - 1];
    if (!row) throw new Error(`no account ${id}`);
    return row;
  }

  daysAgo(min: number, max: number): Date {
    return addDays(this.#ctx.now, -this.#ctx.rng.float(min, max));
  }

  add(row: Omit<AccountRow, 'id' | 'passwordHash' | 'updatedAt'>): AccountRow {
    const account = {
      ...row,
      id: this.rows.length + 1,
      passwordHash: this.#ctx.passwordHash,
      updatedAt: row.createdAt,
    };
    this.rows.push(account);
    this.#emails.add(row.email.split('@')[0] ?? row.email);
    if (row.company) this.#companies.add(row.company.toLowerCase());
    return account;
  }

  person(
    role: Role,
    market: Market | null,
    domain: string,
    company: string | null,
    parentId: number | null,
    createdAt: Date,
  ) {
    const { rng } = this.#ctx;
    const faker = this.#ctx.people(market?.country ?? null);
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const local = unique(`${slug(firstWord(firstName))}.${slug(firstWord(lastName))}`, this.#emails, '');
    return this.add({
      role,
      email: `${local}@${domain}`,
      firstName,
      lastName,
      company,
      language: rng.chance(0.05) ? 'pt' : (market?.language ?? 'en'),
      timezone: market?.timezone ?? 'UTC',
      country: market?.country ?? null,
      parentId,
      confirmedAt: addMinutes(createdAt, rng.int(5, 600)),
      createdAt,
    });
  }

  companyName(market: Market, patterns: { es: string[]; en: string[] }): string {
    const { rng } = this.#ctx;
    const faker = this.#ctx.people(market.country);
    const stems =
      market.language === 'en' ? REGIONAL_STEMS.US : [...SPANISH_STEMS, ...REGIONAL_STEMS[market.country]];
    let name = '';
    // A taken name gets another stem rather than a number: "Banco Austral 2" is nobody's brand.
    for (let attempt = 0; attempt < 20 && (!name || this.#companies.has(name.toLowerCase())); attempt++) {
      const stem = rng.chance(0.3) ? firstWord(faker.person.lastName()) : rng.pick(stems);
      name = fill(rng.pick(patterns[market.language]), { stem });
    }
    return unique(name, this.#companies);
  }

  /** An advertiser under `parentId`; recent sign-ups have no campaigns yet and some are unconfirmed. */
  advertiser(market: Market, parentId: number | null, recent = false): void {
    const { rng } = this.#ctx;
    const industry = rng.pick(INDUSTRIES);
    const company = this.companyName(market, industry.brands);
    const createdAt = recent ? this.daysAgo(1, 30) : this.daysAgo(210, 700);
    const domain = `${slug(company)}.example`;
    const row = this.person('advertiser', market, domain, company, parentId, createdAt);
    if (recent && rng.chance(0.4)) row.confirmedAt = null;
    if (recent) return;
    const { country } = market;
    this.advertisers.push({ id: row.id, country, company, industry, domain, sellerId: parentId, createdAt });
  }
}

export function buildAccounts(
  ctx: SeedContext,
  demoAccounts: readonly { email: string; role: Role }[],
): AccountsSeed {
  const tree = new AccountTree(ctx);
  const demo = addDemoAccounts(tree, demoAccounts);
  for (const market of MARKETS) addMarket(ctx, tree, market, demo);
  tree.person('admin', marketOf('AR'), NETWORK_DOMAIN, 'AdControl', null, tree.daysAgo(500, 700));
  for (const country of ['MX', 'CO'] as const) {
    const analyst = tree.person(
      'analyst',
      marketOf(country),
      NETWORK_DOMAIN,
      'AdControl',
      null,
      tree.daysAgo(250, 400),
    );
    analyst.country = null;
  }
  const links = linkAdvertisers(ctx, tree.rows, tree.advertisers, demo);
  // Parents before children, so one multi-row insert never points at a row it has not written yet.
  const depth = (row: AccountRow): number => (row.parentId ? 1 + depth(tree.byId(row.parentId)) : 0);
  const rows = [...tree.rows].sort((a, b) => depth(a) - depth(b) || a.id - b.id);
  return { rows, links, advertisers: tree.advertisers, demo };
}

/** The demo accounts come first, so their ids are 1 to 6 in the order of DEMO_ACCOUNTS. */
function addDemoAccounts(tree: AccountTree, demoAccounts: readonly { email: string; role: Role }[]) {
  const demo = {} as Record<Role, number>;
  for (const { email, role } of demoAccounts) {
    const profile = DEMO_PROFILES[role];
    const createdAt = tree.daysAgo(500, 700);
    const timezone = profile.country ? marketOf(profile.country).timezone : 'UTC';
    const row = tree.add({ role, email, ...profile, language: 'en', timezone, parentId: null, createdAt });
    row.confirmedAt = addMinutes(createdAt, 30);
    demo[role] = row.id;
  }
  tree.byId(demo.seller).parentId = demo.super_seller;
  tree.byId(demo.advertiser).parentId = demo.seller;
  const advertiser = tree.byId(demo.advertiser);
  tree.advertisers.push({
    id: advertiser.id,
    country: 'CL',
    company: DEMO_PROFILES.advertiser.company,
    industry: INDUSTRIES.find((industry) => industry.key === 'dairy') ?? (INDUSTRIES[0] as Industry),
    domain: 'lacteosdelsur.example',
    sellerId: demo.seller,
    createdAt: advertiser.createdAt,
  });
  return demo;
}

/**
 * A market's country manager and its agencies: a super seller with two sellers, each selling to a few
 * advertisers, plus advertisers that signed up on their own. The demo agency in Chile is the first one.
 */
function addMarket(ctx: SeedContext, tree: AccountTree, market: Market, demo: Record<Role, number>): void {
  const { rng } = ctx;
  const isChile = market.country === 'CL';
  if (!isChile)
    tree.person('country_manager', market, NETWORK_DOMAIN, 'AdControl', null, tree.daysAgo(500, 700));
  const agencies = market.weight >= 15 ? 2 : 1;
  for (let a = 0; a < agencies; a++) {
    const isDemoAgency = isChile && a === 0;
    const agency = isDemoAgency
      ? DEMO_PROFILES.super_seller.company
      : tree.companyName(market, AGENCY_PATTERNS);
    const domain = `${slug(agency)}.example`;
    const hire = (role: Role, parentId: number | null, min: number, max: number) =>
      tree.person(role, market, domain, agency, parentId, tree.daysAgo(min, max));
    const superSeller = isDemoAgency ? tree.byId(demo.super_seller) : hire('super_seller', null, 450, 650);
    const first = isDemoAgency ? tree.byId(demo.seller) : hire('seller', superSeller.id, 300, 450);
    const sellers = [first, hire('seller', superSeller.id, 300, 450)];
    for (const seller of sellers) {
      for (let i = rng.int(2, 4); i > 0; i--) tree.advertiser(market, seller.id);
    }
    if (rng.chance(0.6)) tree.advertiser(market, superSeller.id);
  }
  tree.advertiser(market, null);
  for (let i = rng.int(0, 2); i > 0; i--) tree.advertiser(market, null, true);
}

/** Sellers and super sellers also manage some advertisers outside their own subtree (SPEC advertisersLinked). */
function linkAdvertisers(
  ctx: SeedContext,
  rows: AccountRow[],
  advertisers: Advertiser[],
  demo: Record<Role, number>,
): LinkRow[] {
  const { rng, now } = ctx;
  const links: LinkRow[] = [];
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId ?? null]));
  const isUnder = (id: number, ancestor: number): boolean => {
    const parent = parentOf.get(id) ?? null;
    return parent !== null && (parent === ancestor || isUnder(parent, ancestor));
  };
  const link = (accountId: number, candidates: Advertiser[], count: number) => {
    const outside = candidates.filter((candidate) => !isUnder(candidate.id, accountId));
    for (const target of rng.sample(outside, count)) {
      const createdAt = addDays(target.createdAt, rng.float(1, 60));
      links.push({ accountId, advertiserId: target.id, createdAt: earliest(createdAt, now) });
    }
  };
  const inCountries = (...countries: CountryCode[]) =>
    advertisers.filter((a) => countries.includes(a.country));
  link(demo.seller, inCountries('AR', 'PE'), 2);
  link(demo.super_seller, inCountries('CO', 'MX', 'CL'), 3);
  for (const row of rows) {
    if (row.role !== 'seller' || row.id === demo.seller || !row.country || !rng.chance(0.3)) continue;
    link(row.id, inCountries(row.country as CountryCode), 1);
  }
  return links;
}
