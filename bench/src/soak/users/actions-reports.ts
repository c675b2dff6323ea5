import { exportActivity, listActivity } from '@adcontrol/domain/activity/contracts';
import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import { downloadExpenses, expenseReport } from '@adcontrol/domain/expenses/contracts';
import {
  createPresentation,
  downloadPresentation,
  getPresentation,
} from '@adcontrol/domain/presentations/contracts';
import { createReportSchedule } from '@adcontrol/domain/scheduled-reports/contracts';
import { campaignReports, downloadReport } from '@adcontrol/domain/statistics/contracts';
import { recordWrite } from '../http/recorder';
import { sleep } from '../timeline';
import { type Action, between, dayFromToday, pick, type User } from './user-state';

const someCampaign = (user: User) => pick([...user.campaigns.map((campaign) => campaign.id), ...user.seen]);

/** A client deck (admins): one campaign, or every campaign of its advertiser; followed a while, then downloaded. */
export const requestDeck: Action = async (user) => {
  const id = someCampaign(user);
  if (id === undefined) return;
  const details =
    Math.random() < 0.5 ? await user.session.call(getCampaignDetails, { params: { id } }) : null;
  const target =
    details?.status === 200 ? { advertiserId: details.body.advertiserId } : { campaignIds: [id] };
  const answer = await user.session.call(createPresentation, {
    body: { ...target, from: dayFromToday(-30), to: dayFromToday(0), language: 'es' },
  });
  recordWrite({
    user: user.name,
    kind: 'presentation.create',
    entity: 'presentation',
    id: answer.status === 202 ? answer.body.id : null,
    key: null,
    value: target,
    status: answer.status,
  });
  if (answer.status !== 202) return;
  for (let look = 0; look < 6; look += 1) {
    await sleep(2_000);
    const job = await user.session.call(getPresentation, { params: { id: answer.body.id } });
    if (job.status !== 200 || job.body.status === 'failed') return;
    if (job.body.status === 'done') {
      await user.session.call(
        downloadPresentation,
        { params: { id: answer.body.id }, query: { format: 'pdf' } },
        { isDownload: true },
      );
      return;
    }
  }
};

/** A campaign's report: the rows, and the file (XLSX or PDF). */
export const downloadCampaignReport: Action = async (user) => {
  const id = someCampaign(user);
  if (id === undefined) return;
  await user.session.call(campaignReports, { body: { campaigns: [id] } });
  await user.session.call(
    downloadReport,
    { params: { id }, query: { format: Math.random() < 0.7 ? 'xlsx' : 'pdf', lang: 'es' } },
    { isDownload: true },
  );
};

/** A weekly report by e-mail of one campaign (a second identical one is refused: 409). */
export const scheduleReport: Action = async (user) => {
  const id = someCampaign(user);
  if (id === undefined) return;
  const day = between(1, 7);
  const answer = await user.session.call(createReportSchedule, {
    body: { kind: 'campaign', targetId: id, format: 'xlsx', frequency: 'weekly', day, language: 'es' },
  });
  recordWrite({
    user: user.name,
    kind: 'schedule.create',
    entity: 'schedule',
    id: answer.status === 201 ? answer.body.id : null,
    key: null,
    value: { campaignId: id, day },
    status: answer.status,
  });
};

/** The activity log and its CSV export (admins). */
export const exportActivityLog: Action = async (user) => {
  await user.session.call(listActivity, { query: { page: 1, limit: 30 } });
  await user.session.call(
    exportActivity,
    { query: { from: dayFromToday(-1), to: dayFromToday(0) } },
    { isDownload: true },
  );
};

/** The expense report of the last month, and now and then its spreadsheet. */
export const expenses: Action = async (user) => {
  const query = { from: dayFromToday(-30), to: dayFromToday(0) };
  await user.session.call(expenseReport, { query });
  if (Math.random() < 0.3) await user.session.call(downloadExpenses, { query }, { isDownload: true });
};
