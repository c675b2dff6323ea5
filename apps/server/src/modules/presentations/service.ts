import {
  type CreatePresentationRequest,
  DECK_REFUSALS,
  MAX_DECK_CAMPAIGNS,
  type PresentationFormat,
  type PresentationJob,
  type PresentationStep,
} from '@adcontrol/domain/presentations/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { MessageKey } from '@adcontrol/domain/shared/messages';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/service';
import type { FileStorage, StoredFile } from '../files/storage';
import type { Actor } from '../scope/actor';
import { requireCampaigns } from '../statistics/service';
import type { StoredDeckRequest } from './jobs';
import * as jobs from './repository';

/** The recent decks the screen lists. */
const RECENT = 20;
const notFound = () => new AppError('NOT_FOUND', 'Presentation not found');
const refused = (field: string, words: string, key: MessageKey) =>
  new AppError('VALIDATION_FAILED', `${field}: ${words}`, { field, key });

function toJob(row: jobs.JobRow & { requester: string }): PresentationJob {
  const request = row.request as unknown as StoredDeckRequest;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    step: row.step as PresentationStep,
    title: row.title,
    advertiserId: request.advertiserId,
    campaignIds: request.campaignIds,
    from: request.from,
    to: request.to,
    language: request.language,
    error: row.error,
    files: row.status === 'done' ? (['pptx', 'pdf'] as const).filter((format) => keyOf(row, format)) : [],
    requestedBy: row.requester,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const keyOf = (row: jobs.JobRow, format: PresentationFormat) =>
  format === 'pptx' ? row.pptxKey : row.pdfKey;

/** The campaigns a deck covers: those named (all in the caller's scope, else 404), or the advertiser's. */
async function resolveCampaigns(db: Db, actor: Actor, body: CreatePresentationRequest) {
  if (body.campaignIds) {
    const ids = [...new Set(body.campaignIds)];
    await requireCampaigns(db, actor, ids);
    const facts = await jobs.campaignFacts(db, ids, body.from, body.to);
    const advertisers = new Set(facts.map((fact) => fact.advertiserId));
    if (advertisers.size > 1)
      throw refused('campaignIds', DECK_REFUSALS.severalAdvertisers, 'presentations.severalAdvertisers');
    return { ids, title: facts[0]?.advertiser ?? '' };
  }
  const advertiserId = body.advertiserId ?? 0;
  const name = await jobs.advertiserOf(db, advertiserId);
  if (name === null) throw new AppError('NOT_FOUND', 'Advertiser not found');
  const ids = await jobs.advertiserCampaignIds(db, advertiserId, body.from, body.to, MAX_DECK_CAMPAIGNS);
  if (ids.length === 0) throw refused('advertiserId', DECK_REFUSALS.noCampaigns, 'presentations.noCampaigns');
  return { ids, title: name };
}

/** Queues a deck; the job and its record in the activity log are written together. */
export async function createPresentation(
  db: Db,
  actor: Actor,
  body: CreatePresentationRequest,
): Promise<PresentationJob> {
  const { ids, title } = await resolveCampaigns(db, actor, body);
  const request: StoredDeckRequest = {
    advertiserId: body.advertiserId ?? null,
    campaignIds: ids,
    from: body.from,
    to: body.to,
    language: body.language,
  };
  const row = await db.transaction(async (tx) => {
    const job = await jobs.insertJob(tx, {
      request: { ...request },
      title,
      requestedBy: actor.accountId,
      actingAccountId: actor.actingAccountId,
    });
    await recordActivity(tx, actor, 'presentation', job.id, 'presentation.requested', { ...request });
    return job;
  });
  return toJob({ ...row, requester: actor.email });
}

export async function getPresentation(db: Db, id: number): Promise<PresentationJob> {
  const row = await jobs.findJob(db, id);
  if (!row) throw notFound();
  return toJob(row);
}

export async function listPresentations(db: Db): Promise<PresentationJob[]> {
  return (await jobs.recentJobs(db, RECENT)).map(toJob);
}

/** A finished deck's file; 409 while it is being made, 404 when there is none. */
export async function presentationFile(
  db: Db,
  storage: FileStorage,
  id: number,
  format: PresentationFormat,
): Promise<{ file: StoredFile; name: string }> {
  const row = await jobs.findJob(db, id);
  if (!row) throw notFound();
  if (row.status !== 'done')
    throw new AppError('CONFLICT', 'The presentation is not ready yet', { key: 'presentations.notReady' });
  const key = keyOf(row, format);
  const file = key ? await storage.get(key) : null;
  if (!file) throw notFound();
  const request = row.request as unknown as StoredDeckRequest;
  return { file, name: `presentation-${row.id}-${slug(row.title)}-${request.from}-${request.to}.${format}` };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'deck';
