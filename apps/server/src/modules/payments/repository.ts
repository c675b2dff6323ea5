import type { Payment } from '@adcontrol/domain/payments/payment';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts, campaigns, paymentCampaigns, paymentMethods, payments } from '../../db/schema';
import { inScope, type Scope } from '../scope/scope';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** A payment is the scope's when its advertiser is, as a campaign is (docs/decisions/008). */
export const paymentInScope = (scope: Scope): SQL => inScope(scope, payments.advertiserId);

const advertiserName = sql<
  string | null
>`coalesce(nullif(trim(${accounts.company}), ''), ${accounts.firstName})`;

export interface PaymentFilter {
  advertiserId?: number;
  campaignId?: number;
  status?: PaymentRow['status'];
  currency?: PaymentRow['currency'];
  methodId?: number;
  from?: string;
  to?: string;
}

function filterConditions(scope: Scope, filter: PaymentFilter): SQL[] {
  const conditions = [paymentInScope(scope)];
  if (filter.advertiserId) conditions.push(eq(payments.advertiserId, filter.advertiserId));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.currency) conditions.push(eq(payments.currency, filter.currency));
  if (filter.methodId) conditions.push(eq(payments.methodId, filter.methodId));
  if (filter.from) conditions.push(gte(payments.paidOn, filter.from));
  if (filter.to) conditions.push(lte(payments.paidOn, filter.to));
  if (filter.campaignId) {
    conditions.push(
      sql`${payments.id} in (select payment_id from payment_campaigns where campaign_id = ${filter.campaignId})`,
    );
  }
  return conditions;
}

/** A page of the scope's payments, newest paid first, with the total matching the filter. */
export async function findPayments(
  db: Db,
  scope: Scope,
  filter: PaymentFilter,
  page: { page: number; limit: number },
): Promise<{ items: Payment[]; total: number }> {
  const where = and(...filterConditions(scope, filter));
  const [counted] = await db.select({ total: count() }).from(payments).where(where);
  const rows = await selectPayments(db)
    .where(where)
    .orderBy(desc(payments.paidOn), desc(payments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { items: await withCampaigns(db, rows), total: counted?.total ?? 0 };
}

/** One payment, if the scope holds it; any other is simply not found. */
export async function findScopedPayment(db: Db, scope: Scope, id: number): Promise<Payment | null> {
  const rows = await selectPayments(db)
    .where(and(eq(payments.id, id), paymentInScope(scope)))
    .limit(1);
  const [found] = await withCampaigns(db, rows);
  return found ?? null;
}

export async function findScopedPaymentRow(db: Db, scope: Scope, id: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), paymentInScope(scope)))
    .limit(1);
  return row ?? null;
}

function selectPayments(db: Db) {
  return db
    .select({
      payment: payments,
      advertiserName,
      method: { id: paymentMethods.id, code: paymentMethods.code, name: paymentMethods.name },
    })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .leftJoin(accounts, eq(accounts.id, payments.advertiserId))
    .$dynamic();
}

type SelectedPayment = {
  payment: PaymentRow;
  advertiserName: string | null;
  method: Payment['method'];
};

async function withCampaigns(db: Db, rows: SelectedPayment[]): Promise<Payment[]> {
  const ids = rows.map((row) => row.payment.id);
  const covered =
    ids.length === 0
      ? []
      : await db
          .select({ paymentId: paymentCampaigns.paymentId, id: campaigns.id, name: campaigns.name })
          .from(paymentCampaigns)
          .innerJoin(campaigns, eq(campaigns.id, paymentCampaigns.campaignId))
          .where(inArray(paymentCampaigns.paymentId, ids))
          .orderBy(campaigns.id);
  return rows.map(({ payment, advertiserName: name, method }) => ({
    id: payment.id,
    advertiserId: payment.advertiserId,
    advertiserName: name,
    amount: payment.amount,
    currency: payment.currency,
    method,
    paidOn: payment.paidOn,
    status: payment.status,
    statusReason: payment.statusReason,
    reviewedAt: payment.reviewedAt?.toISOString() ?? null,
    campaigns: covered
      .filter((campaign) => campaign.paymentId === payment.id)
      .map(({ id, name: campaignName }) => ({ id, name: campaignName })),
    proofName: payment.proofName,
    createdAt: payment.createdAt.toISOString(),
  }));
}

/** Whether `id` is an advertiser the scope holds. */
export async function isScopedAdvertiser(db: Db, scope: Scope, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'advertiser'), inScope(scope, accounts.id)))
    .limit(1);
  return row !== undefined;
}

export type CampaignBudget = { id: number; name: string; currency: PaymentRow['currency']; budget: number };

/** The advertiser's campaigns the scope holds (all of them, or those of `ids`), oldest first. */
export async function advertiserCampaigns(
  db: Db,
  scope: Scope,
  advertiserId: number,
  ids?: readonly number[],
): Promise<CampaignBudget[]> {
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      currency: campaigns.currency,
      budget: campaigns.budgetTotal,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.advertiserId, advertiserId),
        inScope(scope, campaigns.advertiserId),
        ids ? inArray(campaigns.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(campaigns.startDate), desc(campaigns.id));
}

export type CoverageRow = {
  campaignId: number;
  status: PaymentRow['status'];
  amount: number;
  /** Every campaign the payment covers in its currency: what its amount is shared among. */
  campaigns: { id: number; budget: number }[];
};

/**
 * Every approved or pending payment in a campaign's own currency that covers one of `campaignIds`, with the
 * budgets of all the campaigns it covers (to share it, rules/payment-state.ts).
 */
export async function coverageOf(db: Db, campaignIds: readonly number[]): Promise<CoverageRow[]> {
  if (campaignIds.length === 0) return [];
  const ids = sql.join(
    campaignIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{
    campaign_id: number;
    status: PaymentRow['status'];
    amount: string;
    campaigns: string;
  }>(
    db,
    sql`select mine.campaign_id, p.status, p.amount,
          (select coalesce(json_agg(json_build_array(other.id, other.budget_total)), '[]')::text
             from payment_campaigns pc
             join campaigns other on other.id = pc.campaign_id
            where pc.payment_id = p.id and other.currency = p.currency) as campaigns
        from payment_campaigns mine
        join payments p on p.id = mine.payment_id
        join campaigns c on c.id = mine.campaign_id
        where mine.campaign_id in (${ids}) and p.status <> 'rejected' and p.currency = c.currency`,
  );
  return rows.map((row) => ({
    campaignId: Number(row.campaign_id),
    status: row.status,
    amount: Number(row.amount),
    campaigns: (JSON.parse(row.campaigns) as [unknown, unknown][]).map(([id, budget]) => ({
      id: Number(id),
      budget: Number(budget),
    })),
  }));
}

/** The payment and the campaigns it covers; answers its id. */
export async function insertPayment(
  db: Db,
  values: NewPaymentRow,
  campaignIds: readonly number[],
): Promise<number> {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  if (!row) throw new Error('the payment was not inserted');
  await db
    .insert(paymentCampaigns)
    .values(campaignIds.map((campaignId) => ({ paymentId: row.id, campaignId })));
  return row.id;
}

/** The status of a payment the scope holds, its row locked until the transaction ends. */
export async function lockScopedPaymentStatus(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select({ status: payments.status, statusReason: payments.statusReason })
    .from(payments)
    .where(and(eq(payments.id, id), paymentInScope(scope)))
    .for('update');
  return row;
}

export async function updatePaymentReview(
  db: Db,
  id: number,
  values: Pick<NewPaymentRow, 'status' | 'statusReason' | 'reviewedBy' | 'reviewedAt'>,
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}
