import {
  type CreatePaymentRequest,
  createPaymentRequest,
  type ListPaymentsQuery,
  type PayableCampaign,
  type ReviewPaymentRequest,
} from '@adcontrol/domain/payments/contracts';
import type { CampaignPaymentState, Payment } from '@adcontrol/domain/payments/payment';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { campaignPaymentStateOf, shareOf } from '@adcontrol/domain/rules/payment-state';
import { can } from '@adcontrol/domain/rules/permissions';
import { roundTo } from '@adcontrol/domain/rules/rounding';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { type IssueMessage, issueMessage } from '@adcontrol/domain/shared/issue-message';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/service';
import type { UploadedPart } from '../files/multipart';
import type { FileStorage, StoredFile } from '../files/storage';
import type { Actor } from '../scope/actor';
import { isActivePaymentMethod } from './methods-repository';
import { proofDisplayName, proofTypeOf, storeProof } from './proof';
import * as repository from './repository';

export interface PaymentDependencies {
  db: Db;
  files: FileStorage;
  log: FastifyBaseLogger;
}

const notFound = () => new AppError('NOT_FOUND', 'Payment not found');
const invalid = (field: string, detail: string, words: IssueMessage) =>
  new AppError('VALIDATION_FAILED', `${field}: ${detail}`, { field, ...words });

export async function listPayments(
  db: Db,
  actor: Actor,
  query: ListPaymentsQuery & { page: number; limit: number },
) {
  const { page, limit, ...filter } = query;
  return repository.findPayments(db, actor.scope, filter as repository.PaymentFilter, { page, limit });
}

/** The multipart text fields, checked against the contract (400 naming the first field in error). */
export function paymentFields(fields: Record<string, string>): CreatePaymentRequest {
  const parsed = createPaymentRequest.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = String(issue?.path[0] ?? '');
  throw invalid(
    field,
    issue?.message ?? 'is invalid',
    issue ? issueMessage(issue) : { key: 'validation.invalid' },
  );
}

/**
 * Records a payment: an advertiser of the caller's, an active method, a day not yet to come, campaigns of that
 * advertiser in the payment's currency, and a proof that really is a PDF, XLSX or DOCX. The proof is stored
 * first and removed again if the payment is not saved, so nothing is half kept.
 */
export async function createPayment(
  deps: PaymentDependencies,
  actor: Actor,
  fields: CreatePaymentRequest,
  proof: UploadedPart,
): Promise<Payment> {
  const { db, files, log } = deps;
  const type = await proofTypeOf(proof.bytes);
  const advertiserId = Number(fields.advertiserId);
  if (!(await repository.isScopedAdvertiser(db, actor.scope, advertiserId))) {
    throw invalid('advertiserId', 'must be an advertiser of yours', { key: 'payments.advertiserNotYours' });
  }
  const methodId = Number(fields.methodId);
  await checkActiveMethod(db, methodId);
  if (fields.paidOn > networkDay(new Date()))
    throw invalid('paidOn', 'can not be a day still to come', { key: 'payments.paidInFuture' });
  const covered = await repository.advertiserCampaigns(db, actor.scope, advertiserId, fields.campaignIds);
  if (covered.length !== fields.campaignIds.length) {
    throw invalid('campaignIds', "must be campaigns of the payment's advertiser", {
      key: 'payments.campaignsOfAdvertiser',
    });
  }
  if (covered.some((campaign) => campaign.currency !== fields.currency)) {
    throw invalid('campaignIds', `must be campaigns in the payment's currency (${fields.currency})`, {
      key: 'payments.campaignsCurrency',
      params: { currency: fields.currency },
    });
  }
  const key = await storeProof(files, log, advertiserId, proof, type);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const paymentId = await repository.insertPayment(
        tx,
        {
          advertiserId,
          amount: Number(fields.amount),
          currency: fields.currency,
          methodId,
          paidOn: fields.paidOn,
          proofFile: key,
          proofName: proofDisplayName(proof.filename, type),
          createdBy: actor.accountId,
        },
        fields.campaignIds,
      );
      await recordActivity(tx, actor, 'payment', paymentId, 'payment.created', {
        advertiserId,
        amount: Number(fields.amount),
        currency: fields.currency,
        methodId,
        paidOn: fields.paidOn,
        campaignIds: fields.campaignIds,
      });
      return paymentId;
    });
  } catch (error) {
    await files.delete(key).catch((cause: unknown) => {
      log.warn({ err: cause, key }, 'a proof of an unsaved payment could not be removed');
    });
    throw error;
  }
  return (await repository.findScopedPayment(db, actor.scope, id)) ?? Promise.reject(notFound());
}

async function checkActiveMethod(db: Db, id: number): Promise<void> {
  if (!(await isActivePaymentMethod(db, id)))
    throw invalid('methodId', 'must be an active payment method', { key: 'payments.methodInactive' });
}

/** An admin's decision, with its reason, recorded with what it replaced; deciding what is already so is 409. */
export async function reviewPayment(
  db: Db,
  actor: Actor,
  id: number,
  { status, reason }: ReviewPaymentRequest,
): Promise<Payment> {
  if (!can(actor.role, 'payments.review'))
    throw new AppError('FORBIDDEN', 'Only admins approve or reject payments', {
      key: 'payments.reviewAdminsOnly',
    });
  await db.transaction(async (tx) => {
    const current = await repository.lockScopedPaymentStatus(tx, actor.scope, id);
    if (!current) throw notFound();
    if (current.status === status)
      throw new AppError('CONFLICT', `The payment is already ${status}`, { key: 'payments.alreadyInStatus' });
    const after = { status, statusReason: reason ? reason : null };
    await repository.updatePaymentReview(tx, id, {
      ...after,
      reviewedBy: actor.accountId,
      reviewedAt: new Date(),
    });
    await recordActivity(tx, actor, 'payment', id, `payment.${status}`, { before: current, after });
  });
  return (await repository.findScopedPayment(db, actor.scope, id)) ?? Promise.reject(notFound());
}

/** The proof of a payment the scope holds, to stream as a download; anything else is 404. */
export async function paymentProof(
  deps: Pick<PaymentDependencies, 'db' | 'files'>,
  actor: Actor,
  id: number,
): Promise<{ file: StoredFile; name: string }> {
  const row = await repository.findScopedPaymentRow(deps.db, actor.scope, id);
  if (!row) throw notFound();
  const file = row.proofFile ? await deps.files.get(row.proofFile) : null;
  if (!file)
    throw new AppError('NOT_FOUND', 'This payment has no proof of payment', { key: 'payments.noProof' });
  return { file, name: row.proofName ?? row.proofFile?.split('/').at(-1) ?? 'proof' };
}

/** The advertiser's campaigns a payment may cover, each with how far it is paid; another's advertiser is 404. */
export async function payableCampaigns(
  db: Db,
  actor: Actor,
  advertiserId: number,
): Promise<PayableCampaign[]> {
  if (!(await repository.isScopedAdvertiser(db, actor.scope, advertiserId))) {
    throw new AppError('NOT_FOUND', 'Advertiser not found');
  }
  const found = await repository.advertiserCampaigns(db, actor.scope, advertiserId);
  const states = await paymentStatesOf(db, found);
  return found.map((campaign) => ({ ...campaign, payment: states.get(campaign.id) ?? unpaid(campaign) }));
}

const unpaid = (campaign: repository.CampaignBudget): CampaignPaymentState => ({
  state: 'not_paid',
  currency: campaign.currency,
  budget: campaign.budget,
  approved: 0,
  pending: 0,
});

/**
 * Whether each campaign is paid (docs/decisions/037): its share of approved and of pending payments in its own
 * currency, against its budget. The campaign module asks this for a campaign's detail.
 */
export async function paymentStatesOf(
  db: Db,
  campaigns: readonly repository.CampaignBudget[],
): Promise<Map<number, CampaignPaymentState>> {
  const coverage = await repository.coverageOf(
    db,
    campaigns.map((campaign) => campaign.id),
  );
  const states = new Map<number, CampaignPaymentState>();
  for (const campaign of campaigns) {
    let approved = 0;
    let pending = 0;
    for (const row of coverage.filter((each) => each.campaignId === campaign.id)) {
      const share = shareOf({ amount: row.amount, campaigns: row.campaigns, campaignId: campaign.id });
      if (row.status === 'approved') approved += share;
      else pending += share;
    }
    approved = roundTo(approved, 2);
    pending = roundTo(pending, 2);
    states.set(campaign.id, {
      state: campaignPaymentStateOf(campaign.budget, approved, pending),
      currency: campaign.currency,
      budget: campaign.budget,
      approved,
      pending,
    });
  }
  return states;
}
