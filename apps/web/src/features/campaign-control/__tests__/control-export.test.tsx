import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { fake, filterOf, renderApp, resetBetweenTests } from '../../../test/app';
import { makeRow } from '../../../test/campaign-rows';
import { fakeCampaignsApi, listFilterOf } from '../../../test/fake-campaigns-api';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { controlStore } from '../hooks/control-store';
import { pageOfRows } from '../hooks/local-rows';

resetBetweenTests();

const admin = makeAccount({ id: 1, role: 'admin' });
const LIST = '/api/campaigns';

/** What the screen handed the browser to download. */
let downloads: Blob[] = [];
beforeEach(() => {
  controlStore.reset();
  downloads = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        downloads.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const rows = Array.from({ length: 7 }, (_, index) =>
  makeRow({
    id: 100 + index,
    name: `Campania ${index + 1}`,
    endDate: `2026-12-${String(10 + index).padStart(2, '0')}T02:59:59.000Z`,
    impressions: 1_234_567 + index,
    ctr: 1.5,
  }),
);

/** A server that never answers more than 3 rows a page, so the export has to walk the pages. */
function smallPagesApi() {
  return fakeCampaignsApi(
    rows,
    fake(listCampaigns, ({ call }) => {
      const filter = listFilterOf(call);
      return pageOfRows(rows, { ...filter, limit: Math.min(filter.limit, 3) });
    }),
  );
}

/** The first render of a file loads the route's code cold, which takes a while on a busy machine. */
const loaded = (total: string) => screen.findByText(total, {}, { timeout: 20_000 });

async function exportAs(user: ReturnType<typeof userEvent.setup>, item: RegExp, button = 'Export') {
  await user.click(screen.getByRole('button', { name: button }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  return downloads[0] as Blob;
}

describe('the Control export', { timeout: 40_000 }, () => {
  it('writes every page of the filtered table to CSV, with its figures as a spreadsheet reads them', async () => {
    const api = smallPagesApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campaigns');

    const file = await exportAs(user, /comma-separated/);
    // UTF-8 with a byte-order mark, which Blob.text() reads past.
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await file.text()).trimEnd().split('\r\n');
    expect(lines[0]?.split(',').slice(0, 7)).toEqual([
      'Campaign',
      'Status',
      'Start',
      'End',
      'Days',
      'Delivered vs target',
      'Time elapsed',
    ]);
    expect(lines).toHaveLength(1 + 7);
    expect(lines[1]).toMatch(
      /^Campania 1,In progress · Delivering,2026-11-01,2026-12-09,30,72\.9%,\d+\.\d%,1234567,9104,1\.50%,/,
    );
    expect(lines[7]).toContain('Campania 7');
    const pages = api
      .callsTo('GET', LIST)
      .slice(1)
      .map((call) => filterOf(call).page);
    expect(pages).toEqual([1, 2, 3]);
    expect(await screen.findByText('7 campaigns exported')).toBeInTheDocument();
  });

  it("writes an XLSX workbook in the reader's language, its figures typed under a header in row 1", async () => {
    smallPagesApi();
    signInAs(admin);
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campañas');

    const file = await exportAs(user, /\.xlsx/, 'Exportar');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Campañas');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['Campaña', 'Estado', 'Impresiones', 'CTR']));
    expect(sheet.rowCount).toBe(1 + 7);
    expect(sheet.getRow(2).getCell(1).value).toBe('Campania 1');
    const impressions = sheet.getRow(2).getCell(headers.indexOf('Impresiones') + 1);
    expect(impressions.value).toBe(1_234_567);
    expect(impressions.numFmt).toBe('#,##0');
    const ctr = sheet.getRow(2).getCell(headers.indexOf('CTR') + 1);
    expect(ctr.value).toBe(0.015);
    expect(ctr.numFmt).toBe('0.00%');
  });

  it("offers the CSV with the separator of the reader's spreadsheet first, and the other one", async () => {
    smallPagesApi();
    signInAs(admin);
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campañas');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Libro de Excel (.xlsx)',
      'CSV separado por punto y coma (.csv)',
      'CSV separado por comas (.csv)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: /punto y coma/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = (await (downloads[0] as Blob).text()).trimEnd().split('\r\n');
    expect(lines[1]).toMatch(/^Campania 1;En curso · Entregando;2026-11-01;2026-12-09;30;"72,9%";/);
  });

  it('exports only the selected rows, with no further call', async () => {
    const api = fakeCampaignsApi(rows);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campaigns');
    await user.click(screen.getByRole('checkbox', { name: 'Select Campania 2' }));
    const calls = api.calls.length;
    const bar = screen.getByRole('region', { name: 'Selected campaigns' });
    await user.click(within(bar).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = (await (downloads[0] as Blob).text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Campania 2,/);
    expect(api.calls.length).toBe(calls);
  });

  it('stops between pages when the user cancels, and writes nothing', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeCampaignsApi(
      rows,
      fake(listCampaigns, async ({ call }) => {
        const filter = listFilterOf(call);
        if (filter.limit > 5) await gate;
        return pageOfRows(rows, { ...filter, limit: Math.min(filter.limit, 3) });
      }),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campaigns');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: /comma-separated/ }));
    expect(await screen.findByText('Preparing the export…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(downloads).toHaveLength(0);
    expect(screen.queryByText('Preparing the export…')).not.toBeInTheDocument();
  });
});
