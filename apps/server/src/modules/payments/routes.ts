import {
  createPayment,
  createPaymentMethod,
  downloadPaymentProof,
  listPayableCampaigns,
  listPaymentMethods,
  listPayments,
  reviewPayment,
  updatePaymentMethod,
} from '@adcontrol/domain/payments/contracts';
import { PAYMENT_PROOF } from '@adcontrol/domain/payments/payment';
import { can } from '@adcontrol/domain/rules/permissions';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/tokens';
import { readUpload } from '../files/multipart';
import { type Actor, actorOf } from '../scope/actor';
import * as methods from './methods';
import * as payments from './service';

/** The role stored now decides, not the one in the token: a demoted admin stops deciding at once. */
function adminOnly(actor: Actor): Actor {
  if (!can(actor.role, 'payments.review'))
    throw new AppError('FORBIDDEN', 'Only admins may do this', { key: 'errors.adminsOnly' });
  return actor;
}

/** Payments, their proofs and payment methods (docs/decisions/037). */
export async function paymentRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database, storage: files } = api;
  const { db } = database;
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);

  router.route(listPayments, async ({ query, caller, request }) =>
    payments.listPayments(db, await actor(request, caller), query),
  );

  router.route(createPayment, async ({ caller, request }) => {
    const upload = await readUpload(request, {
      maxBytes: { [PAYMENT_PROOF.field]: PAYMENT_PROOF.maxBytes },
      maxFiles: 1,
    });
    const fields = payments.paymentFields(upload.fields);
    const [proof] = upload.files;
    if (!proof)
      throw new AppError('VALIDATION_FAILED', 'proof: is required', {
        field: 'proof',
        key: 'validation.required',
      });
    const deps = { db, files, log: request.log };
    return payments.createPayment(deps, await actor(request, caller), fields, proof);
  });

  router.route(reviewPayment, async ({ params, body, caller, request }) =>
    payments.reviewPayment(db, adminOnly(await actor(request, caller)), params.id, body),
  );

  router.stream(downloadPaymentProof, async ({ params, caller, request, reply }) => {
    const { file, name } = await payments.paymentProof(
      { db, files },
      await actor(request, caller),
      params.id,
    );
    reply
      .type(file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return file.body;
  });

  router.route(listPayableCampaigns, async ({ query, caller, request }) =>
    payments.payableCampaigns(db, await actor(request, caller), query.advertiserId),
  );

  router.route(listPaymentMethods, async ({ caller, request }) =>
    methods.listPaymentMethods(db, await actor(request, caller)),
  );
  router.route(createPaymentMethod, async ({ body, caller, request }) =>
    methods.createPaymentMethod(db, adminOnly(await actor(request, caller)), body.name),
  );
  router.route(updatePaymentMethod, async ({ params, body, caller, request }) =>
    methods.setPaymentMethodActive(db, adminOnly(await actor(request, caller)), params.id, body.isActive),
  );
}
