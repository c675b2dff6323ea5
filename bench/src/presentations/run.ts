import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type Db, openDatabase } from '../../../apps/server/src/db/client';
import { migrate } from '../../../apps/server/src/db/migrate';
import {
  accounts,
  campaignAppStatistics,
  campaignReach,
  campaignRegionStatistics,
  campaignStatistics,
  campaigns,
  creatives,
  presentationJobs,
} from '../../../apps/server/src/db/schema';
import { createLocalStorage } from '../../../apps/server/src/modules/files/local-storage';
import { publicUrlOf } from '../../../apps/server/src/modules/files/public-files';
import { runNextPresentationJob } from '../../../apps/server/src/modules/presentations/jobs';
import { createPresentation } from '../../../apps/server/src/modules/presentations/service';
import { resolveActor } from '../../../apps/server/src/modules/scope/actor';

/*
 * `npm run bench:presentations`: how long a deck job takes for 20 campaigns over 90 days (3 creatives with
 * pictures, 6 regions and 8 apps each, two servers), against its peer, the deck of one of those campaigns, on
 * PGlite (the embedded default). The files are written to bench/results/presentations/ to be looked at.
 */
const CAMPAIGNS = Number(process.env.BENCH_DECK_CAMPAIGNS ?? 20);
const DAYS = Number(process.env.BENCH_DECK_DAYS ?? 90);
const OUT = join(import.meta.dirname, '../../results/presentations');
const FROM = '2026-01-01';
const REGIONS = [
  ['CL', 'Región Metropolitana'],
  ['CL', 'Valparaíso'],
  ['CL', 'Biobío'],
  ['AR', 'Buenos Aires'],
  ['PE', 'Lima'],
  ['CO', 'Bogotá'],
] as const;
const APPS = [
  'Subway Runner',
  'Daily News',
  'Puzzle Quest',
  'Weather Now',
  'Recetas',
  'Fútbol Live',
  'Chat+',
  'Radio FM',
];
const COLORS = ['#2f6fde', '#f28c28', '#1b9e77', '#d95f02', '#7570b3', '#e7298a'];

const dayOf = (offset: number) =>
  new Date(Date.parse(`${FROM}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
let seed = 7;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

async function picture(index: number): Promise<Buffer> {
  const color = COLORS[index % COLORS.length] ?? '#2f6fde';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${index % 2 ? 640 : 336}">
    <rect width="100%" height="100%" fill="${color}"/><circle cx="70%" cy="40%" r="120" fill="#ffffff" opacity="0.25"/>
    <text x="40" y="90" font-family="sans-serif" font-size="54" font-weight="bold" fill="#fff">Oferta ${index + 1}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function seedData(db: Db, storage: ReturnType<typeof createLocalStorage>) {
  const [admin] = await db
    .insert(accounts)
    .values({ role: 'admin', email: 'admin@bench.test', passwordHash: 'x', language: 'en' })
    .returning();
  const [advertiser] = await db
    .insert(accounts)
    .values({
      role: 'advertiser',
      email: 'cafe@bench.test',
      passwordHash: 'x',
      language: 'es',
      company: 'Café Andino',
    })
    .returning();
  if (!admin || !advertiser) throw new Error('accounts not inserted');
  const ids: number[] = [];
  for (let c = 0; c < CAMPAIGNS; c += 1) {
    const [campaign] = await db
      .insert(campaigns)
      .values({
        name: `Café Andino ${['Verano', 'Otoño', 'Invierno', 'Primavera'][c % 4]} ${c + 1}`,
        advertiserId: advertiser.id,
        country: 'CL',
        currency: c % 5 === 4 ? 'USD' : 'CLP',
        timezone: 'America/Santiago',
        purchaseModel: c % 3 === 0 ? 'CPC' : 'CPM',
        format: 'banner',
        budgetTotal: 50_000_000,
        unitPrice: c % 3 === 0 ? 120 : 2500,
        startDate: new Date(`${FROM}T03:00:00Z`),
        endDate: new Date(`${dayOf(DAYS - 1)}T03:00:00Z`),
        status: 'DELIVERING',
      })
      .returning();
    if (!campaign) throw new Error('campaign not inserted');
    ids.push(campaign.id);
    const made = [];
    for (let k = 0; k < 3; k += 1) {
      const key = `campaign-uploads/bench-${c}-${k}.png`;
      await storage.put(key, await picture(c + k), 'image/png');
      const [creative] = await db
        .insert(creatives)
        .values({
          campaignId: campaign.id,
          format: 'banner',
          name: `banner ${k + 1} ${c + 1}`,
          image: publicUrlOf(key),
        })
        .returning();
      if (creative) made.push(creative.id);
    }
    const rows = [];
    for (let d = 0; d < DAYS; d += 1) {
      for (const creativeId of made) {
        for (const source of ['newton', 'sinew'] as const) {
          const impressions = Math.round(2000 + random() * 6000 + 1500 * Math.sin(d / 6));
          const clicks = Math.round(impressions * (0.004 + random() * 0.012));
          rows.push({
            date: dayOf(d),
            campaignId: campaign.id,
            creativeId,
            source,
            impressions,
            clicks,
            impressionsFemale: Math.round(impressions * 0.46),
            impressionsMale: Math.round(impressions * 0.41),
            clicksFemale: Math.round(clicks * 0.5),
            clicksMale: Math.round(clicks * 0.38),
            impressionsAge18To24: Math.round(impressions * 0.22),
            impressionsAge25To34: Math.round(impressions * 0.31),
            impressionsAge35To44: Math.round(impressions * 0.2),
            impressionsAge45To54: Math.round(impressions * 0.12),
            impressionsAge55To65: Math.round(impressions * 0.06),
            clicksAge18To24: Math.round(clicks * 0.25),
            clicksAge25To34: Math.round(clicks * 0.3),
            clicksAge35To44: Math.round(clicks * 0.18),
            clicksAge45To54: Math.round(clicks * 0.1),
            clicksAge55To65: Math.round(clicks * 0.05),
          });
        }
      }
    }
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(campaignStatistics).values(rows.slice(start, start + 500));
    }
    const regions = [];
    const apps = [];
    const reach = [];
    let devices = 0;
    for (let d = 0; d < DAYS; d += 1) {
      for (const [index, [country, region]] of REGIONS.entries()) {
        const impressions = Math.round((12000 / (index + 1)) * (0.8 + random() * 0.4));
        regions.push({
          campaignId: campaign.id,
          date: dayOf(d),
          country,
          region,
          impressions,
          clicks: Math.round(impressions * 0.009),
        });
      }
      for (const [index, name] of APPS.entries()) {
        const impressions = Math.round((9000 / (index + 1)) * (0.8 + random() * 0.4));
        apps.push({
          campaignId: campaign.id,
          date: dayOf(d),
          app: `com.bench.app${index}`,
          appName: name,
          impressions,
          clicks: Math.round(impressions * (0.005 + index * 0.001)),
        });
      }
      const today = Math.round(3000 + random() * 2000);
      devices += today;
      reach.push({ campaignId: campaign.id, date: dayOf(d), devices: today, cumulativeDevices: devices });
    }
    await db.insert(campaignRegionStatistics).values(regions);
    await db.insert(campaignAppStatistics).values(apps);
    await db.insert(campaignReach).values(reach);
  }
  return { adminId: admin.id, advertiserId: advertiser.id, ids };
}

async function timeDeck(
  db: Db,
  storage: ReturnType<typeof createLocalStorage>,
  adminId: number,
  campaignIds: number[],
) {
  const actor = await resolveActor(db, { accountId: adminId, role: 'admin', actingAccountId: null });
  const started = performance.now();
  const job = await createPresentation(db, actor, {
    campaignIds,
    from: FROM,
    to: dayOf(DAYS - 1),
    language: 'es',
  });
  await runNextPresentationJob(db, storage);
  const ms = performance.now() - started;
  const [row] = await db.select().from(presentationJobs).where(eq(presentationJobs.id, job.id));
  if (row?.status !== 'done' || !row.pptxKey || !row.pdfKey)
    throw new Error(`deck ${job.id} ended ${row?.status}: ${row?.error}`);
  return { ms, row };
}

async function main() {
  const dataDir = join(OUT, 'uploads');
  await mkdir(OUT, { recursive: true });
  const database = await openDatabase({});
  await migrate(database);
  const storage = createLocalStorage(dataDir);
  const { db } = database;
  const seeded = performance.now();
  const { adminId, ids } = await seedData(db, storage);
  console.log(
    `seeded ${ids.length} campaigns × ${DAYS} days in ${Math.round(performance.now() - seeded)} ms`,
  );
  await timeDeck(db, storage, adminId, ids.slice(0, 1)); // warm-up: fonts, pptxgenjs, the first queries
  const one = await timeDeck(db, storage, adminId, ids.slice(0, 1));
  const all = await timeDeck(db, storage, adminId, ids);
  for (const [name, key] of [
    ['deck.pptx', all.row.pptxKey],
    ['deck.pdf', all.row.pdfKey],
  ] as const) {
    await writeFile(join(OUT, name), await readFile(join(dataDir, key ?? '')));
  }
  console.log(`| deck | campaigns | time (ms) | ratio to peer |`);
  console.log(`| one campaign (peer) | 1 | ${Math.round(one.ms)} | 1.0 |`);
  console.log(
    `| ${ids.length} campaigns | ${ids.length} | ${Math.round(all.ms)} | ${(all.ms / one.ms).toFixed(1)} |`,
  );
  console.log(`files: ${OUT}/deck.pptx, ${OUT}/deck.pdf`);
  await database.close();
}

await main();
