import { CAMPAIGN_UPLOADS } from '@adcontrol/domain/campaigns/draft-contracts';
import type {
  AddOptimizedRequest,
  AddPretargetingRequest,
  GenerateSupportRequest,
} from '@adcontrol/domain/creatives/contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { isOptimizedCreative, isSupportCreative } from '@adcontrol/domain/rules/creatives';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import { type CreativeRow, creativesOf, findScopedCreatives, toCreative } from '../campaigns/index';
import { queueRelink } from '../delivery/index';
import type { FileStorage } from '../files/storage';
import type { Actor } from '../scope/actor';
import { type CreativeValues, insertCreative, updateCreative } from './repository';
import { record } from './service';
import { checkedUploadedImage } from './support-image';

/**
 * The optimiser's creatives (SPEC 3 and 7; docs/decisions/031): a creative's `_optimized` variant, an HTML page
 * from a third party that is stored and sent to the servers but never rendered in the app's origin, and its
 * `_support` variant, made from an image. Each variant hangs from its creative (`parentCreativeId`); a new one of
 * a linked campaign reaches its servers with the link sent again.
 */

const notFound = () => new AppError('NOT_FOUND', 'Creative not found');
const invalid = (field: string, message: string, key: NonNullable<AppError['key']>) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, { field, key });

async function scopedCreative(db: Db, actor: Actor, id: number): Promise<CreativeRow> {
  const [found] = await findScopedCreatives(db, actor.scope, [id]);
  if (!found) throw notFound();
  return found.creative;
}

/** A creative as stored after a write in the caller's scope. */
async function reread(db: Db, actor: Actor, id: number): Promise<Creative> {
  const [row] = await findScopedCreatives(db, actor.scope, [id]);
  if (!row) throw notFound();
  return toCreative(row);
}

const isVariant = (row: CreativeRow) =>
  row.parentCreativeId !== null || isSupportCreative(row.name) || isOptimizedCreative(row.name);

async function variantsOf(db: Db, parent: CreativeRow) {
  return (await creativesOf(db, parent.campaignId)).filter(
    ({ creative }) => creative.parentCreativeId === parent.id,
  );
}

/** A variant of `parent` that does not exist yet, as a new creative row with the parent's delivery settings. */
async function addVariant(
  db: Db,
  actor: Actor,
  parent: CreativeRow,
  field: string,
  suffix: '_optimized' | '_support',
  values: CreativeValues,
): Promise<Creative> {
  const name = `${parent.name}${suffix}`;
  if ((await variantsOf(db, parent)).some(({ creative }) => creative.name === name)) {
    throw new AppError('CONFLICT', `${field}: the creative already has a ${suffix.slice(1)} variant`, {
      field,
      key: 'creatives.variantExists',
    });
  }
  const { id: _id, createdAt: _c, updatedAt: _u, preview: _p, pretargeting: _t, ...copy } = parent;
  const id = await db.transaction(async (tx) => {
    const created = await insertCreative(tx, { ...copy, name, parentCreativeId: parent.id, ...values });
    await queueRelink(tx, parent.campaignId);
    await record(
      tx,
      actor,
      `creative.${suffix === '_optimized' ? 'optimizedAdded' : 'supportAdded'}`,
      created,
      {
        parent: parent.id,
      },
    );
    return created;
  });
  return reread(db, actor, id);
}

/** `POST /creatives/{id}/add-optimized`: the body names the creative and its campaign again, and must agree. */
export async function addOptimized(
  db: Db,
  actor: Actor,
  id: number,
  body: AddOptimizedRequest,
): Promise<Creative> {
  if (body.id !== id) throw invalid('id', 'must be the creative of the address', 'creatives.notTheEditedOne');
  const parent = await scopedCreative(db, actor, id);
  if (body.campaignId !== parent.campaignId)
    throw invalid('campaignId', "is not the creative's campaign", 'creatives.notItsCampaign');
  if (isVariant(parent))
    throw invalid('id', 'is already a support or optimised variant', 'creatives.alreadyVariant');
  return addVariant(db, actor, parent, 'id', '_optimized', { html: body.html, isOptimized: true });
}

/** `GET /creatives/{id}/support-optimized`: the creative's support and optimised variants, oldest first. */
export async function supportOptimized(db: Db, actor: Actor, id: number): Promise<Creative[]> {
  const parent = await scopedCreative(db, actor, id);
  return (await variantsOf(db, parent)).map(toCreative);
}

/** `PATCH /creatives/{id}/optimized-html`: only an optimised variant has HTML to change here. */
export async function updateOptimizedHtml(db: Db, actor: Actor, id: number, html: string): Promise<Creative> {
  const row = await scopedCreative(db, actor, id);
  if (!row.isOptimized && !isOptimizedCreative(row.name))
    throw invalid('id', 'is not an optimised variant', 'creatives.notOptimisedVariant');
  await db.transaction(async (tx) => {
    await updateCreative(tx, id, { html, updatedAt: new Date() });
    await queueRelink(tx, row.campaignId);
    await record(tx, actor, 'creative.optimizedEdited', id, { length: html.length });
  });
  return reread(db, actor, id);
}

/**
 * `POST /creatives/generate/support`: a `_support` variant showing an image uploaded through `/campaigns/file`,
 * read back from storage and checked by its content again (decision 020). Videos have no support variant.
 */
export async function generateSupport(
  db: Db,
  files: FileStorage,
  actor: Actor,
  body: GenerateSupportRequest,
): Promise<Creative> {
  const parent = await scopedCreative(db, actor, body.creativeId);
  if (isVariant(parent))
    throw invalid('creativeId', 'is already a support or optimised variant', 'creatives.alreadyVariant');
  if (parent.format === 'video')
    throw invalid('creativeId', 'is a video, which has no support variant', 'creatives.videoHasNoSupport');
  const image = await checkedUploadedImage(files, body.image, 'image', CAMPAIGN_UPLOADS.image.types);
  const sized = parent.format === 'banner' || parent.format === 'interstitial';
  return addVariant(db, actor, parent, 'creativeId', '_support', {
    image: body.image,
    html: null,
    tag: null,
    isOptimized: false,
    ...(sized ? { width: image.width, height: image.height } : {}),
  });
}

/** `POST /creatives/{id}/add-pretargeting`: the exchange's rules, stored on the creative as given. */
export async function addPretargeting(
  db: Db,
  actor: Actor,
  id: number,
  body: AddPretargetingRequest,
): Promise<Creative> {
  if (body.id !== id) throw invalid('id', 'must be the creative of the address', 'creatives.notTheEditedOne');
  await scopedCreative(db, actor, id);
  await db.transaction(async (tx) => {
    await updateCreative(tx, id, { pretargeting: body.pretargeting, updatedAt: new Date() });
    await record(tx, actor, 'creative.pretargetingAdded', id, { keys: Object.keys(body.pretargeting) });
  });
  return reread(db, actor, id);
}
