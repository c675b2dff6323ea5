import type { updateCreativesRequest } from '@adcontrol/domain/creatives/contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { CreativeStatus } from '@adcontrol/domain/shared/enums';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { changesBetween, recordActivity } from '../activity/index';
import { findScopedCreatives, toCreative } from '../campaigns/index';
import { queueCreativeStatus, queueRelink } from '../delivery/index';
import type { Actor } from '../scope/actor';
import { type CreativeValues, updateCreative } from './repository';

const notFound = () => new AppError('NOT_FOUND', 'Creative not found');

type CreativeChanges = z.output<typeof updateCreativesRequest>['creatives'][number];

/**
 * The fields `PATCH /creatives` may change: what a creative shows and where it delivers. Its format, campaign and
 * optimiser links are not the client's to move; a new name must keep the format's prefix.
 */
function changesOf(change: CreativeChanges, current: Creative, field: string) {
  if (change.format !== undefined && change.format !== current.format) {
    throw new AppError('VALIDATION_FAILED', `${field}.format: a creative keeps its format`, {
      field: `${field}.format`,
      key: 'creatives.keepsFormat',
    });
  }
  if (change.campaignId !== undefined && change.campaignId !== current.campaignId) {
    throw new AppError('VALIDATION_FAILED', `${field}.campaignId: a creative stays in its campaign`, {
      field: `${field}.campaignId`,
      key: 'creatives.staysInCampaign',
    });
  }
  if (change.name !== undefined && !change.name.toLowerCase().startsWith(current.format)) {
    throw new AppError('VALIDATION_FAILED', `${field}.name: must start with ${current.format}`, {
      field: `${field}.name`,
      key: 'creatives.nameMustStartWith',
      params: { prefix: current.format },
    });
  }
  const values: CreativeValues = {};
  const copy = <K extends keyof CreativeValues>(key: K, value: CreativeValues[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  copy('name', change.name);
  copy('status', change.status);
  copy('link', change.link);
  copy('image', change.image);
  copy('logo', change.logo);
  copy('title', change.title);
  copy('subtitle', change.subtitle);
  copy('video', change.video);
  copy('tag', change.tag);
  copy('html', change.html);
  copy('width', change.width);
  copy('height', change.height);
  copy('setName', change.setName);
  copy('topics', change.topics);
  copy('products', change.products);
  copy('audienceSegments', change.audiences);
  copy('impressionTag', change.impressionTag);
  const deliveryRule = change.deliveryRule ?? current.deliveryRule;
  if (change.deliveryRule !== undefined || change.days !== undefined || change.hours !== undefined) {
    values.deliveryRule = deliveryRule;
    values.days = deliveryRule ? (change.days ?? current.days ?? []) : [];
    values.hours = deliveryRule ? (change.hours ?? current.hours ?? []) : [];
  }
  if (change.checkedClickTag !== undefined || change.clickTag !== undefined) {
    const checked = change.checkedClickTag ?? current.checkedClickTag;
    values.checkedClickTag = checked;
    values.clickTag = checked ? (change.clickTag ?? current.clickTag ?? null) : null;
  }
  return values;
}

export async function record(
  db: Db,
  actor: Actor,
  action: string,
  id: number,
  details: Record<string, unknown>,
) {
  await recordActivity(db, actor, 'creative', id, action, details);
}

/** SPEC 4: one creative paused (1) or activated (0). */
export async function updateCreativeStatus(db: Db, actor: Actor, id: number, status: CreativeStatus) {
  const [found] = await findScopedCreatives(db, actor.scope, [id]);
  if (!found) throw notFound();
  await db.transaction(async (tx) => {
    await updateCreative(tx, id, { status, updatedAt: new Date() });
    await queueCreativeStatus(tx, id, status);
    const action = status === 1 ? 'creative.paused' : 'creative.activated';
    await record(tx, actor, action, id, changesBetween(found.creative, { status }));
  });
  const [updated] = await findScopedCreatives(db, actor.scope, [id]);
  return toCreative(updated as NonNullable<typeof updated>);
}

/** Several creatives changed together, all or none: one outside the caller's scope makes the whole call 404. */
export async function updateCreatives(
  db: Db,
  actor: Actor,
  body: z.output<typeof updateCreativesRequest>,
): Promise<Creative[]> {
  const ids = body.creatives.map((change) => change.id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError('VALIDATION_FAILED', 'creatives: a creative appears twice', {
      field: 'creatives',
      key: 'creatives.appearsTwice',
    });
  }
  const found = new Map(
    (await findScopedCreatives(db, actor.scope, ids)).map((row) => [row.creative.id, row]),
  );
  const changes = body.creatives.map((change, index) => {
    const current = found.get(change.id);
    if (!current) throw notFound();
    const values = changesOf(change, toCreative(current), `creatives.${index}`);
    return { id: change.id, values, before: current.creative };
  });
  await db.transaction(async (tx) => {
    for (const { id, values, before } of changes) {
      await updateCreative(tx, id, { ...values, updatedAt: new Date() });
      await record(tx, actor, 'creative.updated', id, changesBetween(before, values));
    }
    // What a creative shows reaches the servers its campaign is linked to, in this transaction (decision 041).
    const campaignIds = new Set(changes.map(({ before }) => before.campaignId));
    for (const campaignId of campaignIds) await queueRelink(tx, campaignId);
  });
  const updated = await findScopedCreatives(db, actor.scope, ids);
  const byId = new Map(updated.map((row) => [row.creative.id, toCreative(row)]));
  return ids.map((id) => byId.get(id) as Creative);
}
