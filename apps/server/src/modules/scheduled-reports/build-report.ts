import type { ReportPeriod, ScheduleKind } from '@adcontrol/domain/scheduled-reports/schedule';
import type { Language } from '@adcontrol/domain/shared/enums';
import { REPORT_CONTENT_TYPES, type ReportFormat } from '@adcontrol/domain/statistics/contracts';
import type { Db } from '../../db/client';
import { readerOf } from '../../reports/reader';
import { advertiserCampaigns } from '../advertisers/service';
import type { MailAttachment } from '../mail/mailer';
import type { Actor } from '../scope/actor';
import {
  campaignDocument,
  campaignReport,
  campaignsDocument,
  campaignsReport,
  REPORT_TEXTS,
  reportFile,
} from '../statistics/index';

export interface ReportOrder {
  kind: ScheduleKind;
  targetId: number;
  format: ReportFormat;
  language: Language;
}

/**
 * One period's report of a schedule, drawn as its owner would download it now: their scope, and for an advertiser
 * the sections the admin shares; in the schedule's language and the owner's time zone. A target they can no
 * longer read is a 404, as on the page.
 */
export async function buildScheduledReport(
  db: Db,
  owner: Actor,
  order: ReportOrder,
  period: ReportPeriod,
  now: Date,
): Promise<{ name: string; file: MailAttachment }> {
  const reader = await readerOf(db, owner, order.language);
  const words = REPORT_TEXTS[order.language];
  const contentType = REPORT_CONTENT_TYPES[order.format];
  if (order.kind === 'campaign') {
    const report = await campaignReport(db, owner, order.targetId, period, now);
    const file = await reportFile(campaignDocument(report, words, reader), order.format, words, reader);
    return { name: report.name, file: { ...file, contentType } };
  }
  const days = { from: period.start, to: period.end };
  const { name, campaignIds } = await advertiserCampaigns(db, owner, order.targetId, days);
  const several = await campaignsReport(db, owner, campaignIds, period, now);
  const document = campaignsDocument({ ...several, name, advertiserId: order.targetId }, words, reader);
  const file = await reportFile(document, order.format, words, reader);
  return { name, file: { ...file, contentType } };
}
