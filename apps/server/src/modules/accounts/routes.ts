import {
  AVATAR_UPLOAD,
  accountFilter,
  createAccount,
  createAdvertiser,
  deleteAccount,
  getAccount,
  listAccounts,
  listAdvertisersRaw,
  listCampaignCountries,
  listChildren,
  listCompanies,
  searchAccounts,
  updateAccount,
  updateMe,
  uploadAvatar,
} from '@adcontrol/domain/accounts/contracts';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/tokens';
import { readSingleFile } from '../files/multipart';
import { createIpGeolocation } from '../geo/create-ip-geolocation';
import { MARKET_COUNTRIES } from '../geo/markets';
import { actorOf } from '../scope/actor';
import * as avatars from './avatar';
import * as changes from './changes';
import { deleteAccount as removeAccount } from './delete-account';
import { updateProfile } from './profile';
import * as reads from './service';

/** Accounts calls of SPEC 7; every one is scoped to the caller (docs/decisions/008). */
export async function accountRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { config, database, storage: files } = api;
  const { db } = database;
  const deps: reads.AccountsDependencies = {
    db,
    specialAdminEmails: config.specialAdminEmails,
    geolocation: createIpGeolocation(config),
  };
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);

  router.route(listAccounts, async ({ query, caller, request }) =>
    reads.listAccounts(db, await actor(request, caller), query.filter ?? accountFilter.parse({})),
  );
  router.route(getAccount, async ({ params, caller, request }) =>
    reads.getAccount(db, await actor(request, caller), params.id),
  );
  router.route(listChildren, async ({ caller, request }) =>
    reads.listChildren(db, await actor(request, caller)),
  );
  router.route(listAdvertisersRaw, async ({ query, caller, request }) =>
    reads.listAdvertisers(db, await actor(request, caller), query.filter ?? {}),
  );
  router.route(listCompanies, async ({ caller, request }) =>
    reads.listCompanies(db, await actor(request, caller)),
  );
  router.route(searchAccounts, async ({ query, caller, request }) =>
    reads.searchAccounts(db, await actor(request, caller), query),
  );
  router.route(listCampaignCountries, async () => [...MARKET_COUNTRIES]);

  router.route(createAccount, async ({ body, caller, request }) =>
    changes.createAccount(deps, await actor(request, caller), body, { ip: request.ip }),
  );
  router.route(createAdvertiser, async ({ body, caller, request }) =>
    changes.createAccount(
      deps,
      await actor(request, caller),
      { ...body, role: 'advertiser' },
      { ip: request.ip },
    ),
  );
  router.route(updateAccount, async ({ params, body, caller, request }) =>
    changes.updateAccount(deps, await actor(request, caller), params.id, body),
  );
  router.route(updateMe, async ({ body, caller, request }) =>
    updateProfile(db, await actor(request, caller), body, { files, log: request.log }),
  );
  router.route(uploadAvatar, async ({ caller, request }) => {
    const who = await actor(request, caller);
    const upload = await readSingleFile(request, AVATAR_UPLOAD.field, AVATAR_UPLOAD.maxBytes);
    return avatars.uploadAvatar(db, { files, log: request.log }, who, upload);
  });
  router.route(deleteAccount, async ({ params, caller, request }) => {
    const { avatar } = await removeAccount(deps, await actor(request, caller), params.id);
    await avatars.discardAvatar({ files, log: request.log }, params.id, avatar, null);
    return { success: true as const, message: MESSAGES['accounts.deleted'].en };
  });
}
