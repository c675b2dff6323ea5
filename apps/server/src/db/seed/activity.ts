import type { Role } from '@adcontrol/domain/shared/enums';
import type { activityLog, loginEvents } from '../schema';
import type { AccountRow } from './accounts';
import type { AudienceRow } from './audiences';
import type { PlannedCampaign } from './campaigns';
import type { SeedContext } from './context';
import type { PaymentRow } from './payments';
import { Random } from './random';
import { addDays, addMinutes, earliest } from './time';

type ActivityRow = typeof activityLog.$inferInsert & { createdAt: Date };
type LoginRow = typeof loginEvents.$inferInsert & { createdAt: Date };

interface ActivityInput {
  accounts: AccountRow[];
  campaigns: PlannedCampaign[];
  audiences: AudienceRow[];
  payments: PaymentRow[];
  demo: Record<Role, number>;
}

/** The audit trail the admin's Activity screen reads, consistent with the rows it describes. */
export function buildActivity(ctx: SeedContext, input: ActivityInput): ActivityRow[] {
  const { demo } = input;
  const entry = (row: Omit<ActivityRow, 'actingAccountId'>): ActivityRow => ({
    actingAccountId: null,
    ...row,
  });
  const rows: ActivityRow[] = [
    ...input.accounts
      .filter((account) => account.id !== demo.admin)
      .map((account) =>
        entry({
          accountId: account.parentId ?? demo.admin,
          action: 'account.created',
          entityType: 'account',
          entityId: account.id,
          details: { email: account.email, role: account.role },
          createdAt: account.createdAt,
        }),
      ),
    ...input.campaigns.flatMap((campaign) => campaignTrail(ctx, campaign, demo.admin).map(entry)),
    ...input.audiences.map((audience) =>
      entry({
        accountId: audience.ownerId,
        action: 'audience.created',
        entityType: 'audience',
        entityId: audience.id,
        details: { name: audience.name },
        createdAt: audience.createdAt,
      }),
    ),
    ...input.payments.map((payment) =>
      entry({
        accountId: payment.createdBy ?? payment.advertiserId,
        action: 'payment.created',
        entityType: 'payment',
        entityId: payment.id,
        details: { amount: payment.amount, currency: payment.currency, campaignId: payment.campaignId },
        createdAt: payment.createdAt,
      }),
    ),
    ...impersonated(ctx, input.accounts, demo).map(({ account, at }) => ({
      accountId: account.id,
      actingAccountId: demo.admin,
      action: 'auth.signed_into_account',
      entityType: 'account',
      entityId: account.id,
      details: {},
      createdAt: at,
    })),
  ];
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Created by its seller or advertiser, then approved and linked by an admin unless it is still a draft or pending. */
function campaignTrail(ctx: SeedContext, { row, sources }: PlannedCampaign, adminId: number) {
  const { rng, now } = ctx;
  const entity = { entityType: 'campaign', entityId: row.id } as const;
  const created = { accountId: row.createdBy ?? row.advertiserId, action: 'campaign.created', ...entity };
  const trail: Omit<ActivityRow, 'actingAccountId'>[] = [
    { ...created, details: { name: row.name }, createdAt: row.createdAt },
  ];
  if (row.status === 'DRAFT' || row.status === 'PENDING_APPROVAL') return trail;
  const reviewed = earliest(now, addDays(row.createdAt, rng.float(0.1, 1.5)));
  trail.push({
    accountId: adminId,
    action: 'campaign.status_changed',
    ...entity,
    details: { from: 'PENDING_APPROVAL', to: row.status },
    createdAt: reviewed,
  });
  if (sources.length) {
    trail.push({
      accountId: adminId,
      action: 'campaign.linked',
      ...entity,
      details: { source: row.source },
      createdAt: earliest(now, addMinutes(reviewed, rng.int(5, 240))),
    });
  }
  return trail;
}

/** The admin's sign-ins into other accounts over the last weeks; both the audit trail and the login log show them. */
function impersonated(ctx: SeedContext, accounts: AccountRow[], demo: Record<Role, number>) {
  const since = addDays(ctx.now, -100);
  const targets = accounts.filter(
    (account) => account.role !== 'admin' && account.id !== demo.analyst && account.createdAt < since,
  );
  const fixed = new Random(0x5eed);
  return Array.from({ length: 12 }, (_, i) => ({
    account: targets[Math.floor(fixed.next() * targets.length)] as AccountRow,
    at: addMinutes(addDays(ctx.now, -(i * 7 + 1)), 14 * 60 + i * 17),
  }));
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Mobile Safari/537.36',
];

/** Sign-ins over the last 90 days: the demo people daily or so, others now and then, with the odd typo. */
export function buildLoginEvents(
  ctx: SeedContext,
  accounts: AccountRow[],
  demo: Record<Role, number>,
): LoginRow[] {
  const { rng, now } = ctx;
  const rows: LoginRow[] = [];
  const demoIds = new Set(Object.values(demo));
  const regulars = accounts.filter((account) => demoIds.has(account.id) || rng.chance(0.25));
  for (const account of regulars) {
    const gap = demoIds.has(account.id) ? [0.6, 2.5] : [2, 9];
    const ip = `203.0.113.${((account.id * 37) % 254) + 1}`;
    const userAgent = USER_AGENTS[account.id % USER_AGENTS.length] ?? null;
    for (
      let at = addDays(now, -90 + rng.float(0, 3));
      at < now;
      at = addDays(at, rng.float(gap[0] ?? 1, gap[1] ?? 3))
    ) {
      if (at < account.createdAt) continue;
      const base = { accountId: account.id, email: account.email, ip, userAgent, actingAccountId: null };
      const mistyped = rng.chance(0.06);
      if (mistyped) rows.push({ ...base, success: false, createdAt: at });
      rows.push({ ...base, success: true, createdAt: mistyped ? addMinutes(at, rng.int(1, 3)) : at });
    }
  }
  for (let i = 0; i < 15; i++) {
    const email = rng.pick([
      'admin@demo.adcontrol.tes',
      'ventas@adcontrol.example',
      'test@test.com',
      'info@example.com',
    ]);
    rows.push({
      accountId: null,
      email,
      success: false,
      ip: `198.51.100.${rng.int(1, 254)}`,
      userAgent: rng.pick(USER_AGENTS),
      actingAccountId: null,
      createdAt: addDays(now, -rng.float(0, 89)),
    });
  }
  for (const target of impersonated(ctx, accounts, demo)) {
    rows.push({
      accountId: target.account.id,
      email: target.account.email,
      success: true,
      ip: '203.0.113.10',
      userAgent: USER_AGENTS[0] ?? null,
      actingAccountId: demo.admin,
      createdAt: target.at,
    });
  }
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return rows;
}
