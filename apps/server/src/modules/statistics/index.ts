/*
 * What other modules may use of the statistics module (docs/architecture.md) besides its service: storing the
 * breakdowns the delivery servers report, and a campaign's report as a file.
 */
export { recordBreakdowns } from './breakdowns-ingest';
export { campaignReport, campaignsReport } from './report';
export { campaignDocument, campaignsDocument } from './report-document';
export { reportFile } from './report-file';
export { REPORT_TEXTS } from './report-texts';
