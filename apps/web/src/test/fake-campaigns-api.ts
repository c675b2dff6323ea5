import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import {
  deleteCampaign,
  duplicateCampaign,
  listAdvertiserCampaigns,
  listCampaigns,
  listMyCampaigns,
  updateCampaignStatus,
  updateCampaignsStatus,
} from '@adcontrol/domain/campaigns/contracts';
import { type ControlFilter, storedFilter } from '../features/campaign-control/hooks/control-store';
import { pageOfRows } from '../features/campaign-control/hooks/local-rows';
import { type ApiCall, failure, fake, filterOf, mockApi, type Route } from './app';

/** The filter a list call sent, with the contract's defaults and any limit it allows (up to 200). */
export function listFilterOf(call: ApiCall): ControlFilter {
  const sent = filterOf(call);
  return { ...storedFilter(sent), limit: typeof sent.limit === 'number' ? sent.limit : 5 };
}

/** A row as a single campaign's answer has it: the campaign's own fields, with its report switches. */
function asCampaign(row: CampaignRow) {
  return { ...row, reportSettings: { consumption: false, showApps: false, typeReports: false } };
}

/**
 * The campaign list endpoints over an in-memory table: the filtered list pages and sorts as the contract
 * says; `/mine` and `/of/:id` answer every row of their advertiser; status, copy and delete change the table.
 * A test's own routes come first and answer in their place.
 */
export function fakeCampaignsApi(seed: CampaignRow[], ...overrides: Route[]) {
  const table = [...seed];
  const notFound = () => failure(404, 'NOT_FOUND', 'Campaign not found');
  const find = (id: number) => table.find((row) => row.id === id);
  const setStatus = (id: number, status: CampaignRow['status']) => {
    const index = table.findIndex((row) => row.id === id);
    const row = table[index];
    if (row) table[index] = { ...row, status };
  };
  const api = mockApi(
    ...overrides,
    fake(listCampaigns, ({ call }) => pageOfRows(table, listFilterOf(call))),
    fake(listMyCampaigns, () => table),
    fake(listAdvertiserCampaigns, ({ params }) => table.filter((row) => row.advertiserId === params.id)),
    fake(updateCampaignsStatus, ({ body: { ids, status } }) => {
      for (const id of ids) setStatus(id, status);
      return { items: ids.map((id) => ({ id, status })) };
    }),
    fake(updateCampaignStatus, ({ params, body: { status } }) => {
      const row = find(params.id);
      if (!row) return notFound();
      setStatus(row.id, status);
      return { ...asCampaign(row), status };
    }),
    fake(duplicateCampaign, ({ params, body: { name } }) => {
      const row = find(params.id);
      if (!row) return notFound();
      if (table.some((item) => item.name === name))
        return failure(409, 'CONFLICT', 'Campaign already exists', 'name');
      const copy = { ...row, id: Math.max(...table.map((item) => item.id)) + 1, name };
      table.push(copy);
      // The answer's schema keeps a campaign's fields and drops the row's figures, as the server's does.
      return asCampaign(copy);
    }),
    fake(deleteCampaign, ({ params }) => {
      const index = table.findIndex((row) => row.id === params.id);
      if (index < 0) return notFound();
      table.splice(index, 1);
      return { success: true as const };
    }),
    fake(listAdvertisersRaw, () => []),
    fake(listAccounts, () => ({ items: [], total: 0 })),
  );
  return { ...api, table };
}
