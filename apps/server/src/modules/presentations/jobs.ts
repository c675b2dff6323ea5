import { randomBytes } from 'node:crypto';
import { PRESENTATION_CONTENT_TYPES, type PresentationStep } from '@adcontrol/domain/presentations/contracts';
import { can } from '@adcontrol/domain/rules/permissions';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Language } from '@adcontrol/domain/shared/enums';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../files/storage';
import { resolveActor } from '../scope/actor';
import { gatherDeck } from './deck-data';
import { deckPdf } from './deck-pdf';
import { deckPptx } from './deck-pptx';
import { deckSlides } from './deck-slides';
import {
  claimJob,
  deleteJob,
  type JobChange,
  type JobRow,
  jobsFinishedBefore,
  LEASE_MS,
  MAX_ATTEMPTS,
  updateJob,
} from './repository';

/** What a queued job asks for, with its campaigns already resolved and scope-checked. */
export interface StoredDeckRequest {
  advertiserId: number | null;
  campaignIds: number[];
  from: string;
  to: string;
  language: Language;
}

/** Another worker took the job over (this one's lease ran out): this one stops without touching it. */
class LostJob extends Error {}

/**
 * Claims the next job (queued, or left running by a worker that died) and makes its deck: gathers the figures,
 * draws the PPTX and the PDF, stores both and marks the job done, renewing the lease at every step. Answers the
 * job's id, or null when none was waiting.
 */
export async function runNextPresentationJob(
  db: Db,
  storage: FileStorage,
  log?: FastifyBaseLogger,
): Promise<number | null> {
  const job = await claimJob(db, new Date());
  if (!job) return null;
  const finish = (change: JobChange) =>
    updateJob(db, job.id, job.attempts, { ...change, finishedAt: new Date(), lockedUntil: null });
  if (job.attempts > MAX_ATTEMPTS) {
    await finish({ status: 'failed', step: 'failed', error: MESSAGES['campaigns.reportFailed'].en });
    return job.id;
  }
  try {
    const keys = await makeDeck(db, storage, job);
    await finish({ status: 'done', step: 'done', progress: 100, ...keys });
  } catch (error) {
    if (error instanceof LostJob) return job.id;
    log?.error({ err: error, job: job.id }, 'presentation failed');
    const message = error instanceof AppError ? error.message : MESSAGES['campaigns.reportFailed'].en;
    await finish({ status: 'failed', step: 'failed', error: message });
  }
  return job.id;
}

async function makeDeck(db: Db, storage: FileStorage, job: JobRow) {
  const request = job.request as unknown as StoredDeckRequest;
  const step = async (name: PresentationStep, progress: number) => {
    const held = await updateJob(db, job.id, job.attempts, {
      step: name,
      progress,
      lockedUntil: new Date(Date.now() + LEASE_MS),
    });
    if (!held) throw new LostJob();
  };
  const actor = await resolveActor(db, {
    accountId: job.requestedBy,
    role: 'admin',
    actingAccountId: job.actingAccountId,
  });
  if (!can(actor.role, 'presentations.create'))
    throw new AppError('FORBIDDEN', 'Only an admin may generate presentations', {
      key: 'presentations.adminsOnly',
    });
  await step('gathering', 5);
  const data = await gatherDeck(db, storage, actor, request, (done, of) =>
    step('gathering', 5 + Math.floor((60 * done) / of)),
  );
  const deck = deckSlides(data);
  await step('pptx', 70);
  const pptx = await deckPptx(deck);
  await step('pdf', 82);
  const pdf = await deckPdf(deck, new Date());
  await step('storing', 92);
  const base = `presentations/${job.id}-${randomBytes(8).toString('hex')}`;
  const keys = { pptxKey: `${base}.pptx`, pdfKey: `${base}.pdf` };
  await storage.put(keys.pptxKey, pptx, PRESENTATION_CONTENT_TYPES.pptx);
  await storage.put(keys.pdfKey, pdf, PRESENTATION_CONTENT_TYPES.pdf);
  return keys;
}

/** How long a finished deck is kept: long enough to send it to the client, not for ever (docs/decisions/039). */
export const KEEP_DECKS_DAYS = 30;

/**
 * Removes the decks finished more than `KEEP_DECKS_DAYS` before `now`: their files first, then their jobs, so a
 * failure half-way leaves a job whose files are gone (its download answers 404) rather than files nothing names.
 * Answers how many were removed. The activity log keeps the request.
 */
export async function pruneOldPresentations(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DECKS_DAYS * 86_400_000);
  const old = await jobsFinishedBefore(db, before);
  for (const job of old) {
    for (const key of [job.pptxKey, job.pdfKey]) if (key) await storage.delete(key);
    await deleteJob(db, job.id);
  }
  return old.length;
}
