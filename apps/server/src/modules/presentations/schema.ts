import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, updatedAt } from '../../db/columns';
import { accountRef, accounts } from '../accounts/schema';

/**
 * Client slide decks being made or made (docs/decisions/039): the durable job a worker of any instance claims
 * with `for update skip locked` and holds by a lease it renews as it goes, so a job whose worker died (a restart)
 * is taken again once the lease ends. The files live in storage under `pptx_key` and `pdf_key`.
 */
export const presentationJobs = pgTable(
  'presentation_jobs',
  {
    id: id(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: smallint('progress').notNull().default(0),
    step: text('step').notNull().default('waiting'),
    /** What was asked, with the campaigns resolved when it was queued (`DeckRequest`). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    title: text('title').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    actingAccountId: accountRef('acting_account_id'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    error: text('error'),
    pptxKey: text('pptx_key'),
    pdfKey: text('pdf_key'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('presentation_jobs_pending_idx').on(t.id).where(sql`${t.status} in ('queued', 'running')`),
    index('presentation_jobs_created_at_idx').on(t.createdAt),
    check('presentation_jobs_status_check', oneOf(t.status, ['queued', 'running', 'done', 'failed'])),
    check('presentation_jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
